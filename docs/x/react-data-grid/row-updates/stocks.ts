export interface Stock {
  id: string;
  company: string;
  exchange: string;
  price: number;
  change: number;
  volume: number;
}

/** Monday's closing prices. */
export const mondayClose: Stock[] = [
  {
    id: 'NRDX',
    company: 'Nordex Wind',
    exchange: 'XETRA',
    price: 14.82,
    change: 0.31,
    volume: 1842000,
  },
  {
    id: 'KLMR',
    company: 'Kalmar Logistics',
    exchange: 'OMX',
    price: 41.6,
    change: -0.42,
    volume: 512300,
  },
  {
    id: 'ALTA',
    company: 'Altamira Foods',
    exchange: 'NYSE',
    price: 73.05,
    change: 1.12,
    volume: 2210400,
  },
  {
    id: 'SKYE',
    company: 'Skye Robotics',
    exchange: 'NASDAQ',
    price: 128.4,
    change: -2.95,
    volume: 3974100,
  },
  {
    id: 'BRIO',
    company: 'Brio Pharma',
    exchange: 'LSE',
    price: 22.17,
    change: 0.05,
    volume: 688900,
  },
  {
    id: 'OKPI',
    company: 'Okapi Telecom',
    exchange: 'JSE',
    price: 9.34,
    change: -0.12,
    volume: 1299000,
  },
];

/** Tuesday's closing prices: one listing fewer, one more. */
export const tuesdayClose: Stock[] = [
  {
    id: 'NRDX',
    company: 'Nordex Wind',
    exchange: 'XETRA',
    price: 15.07,
    change: 0.25,
    volume: 2015500,
  },
  {
    id: 'KLMR',
    company: 'Kalmar Logistics',
    exchange: 'OMX',
    price: 40.98,
    change: -0.62,
    volume: 604800,
  },
  {
    id: 'ALTA',
    company: 'Altamira Foods',
    exchange: 'NYSE',
    price: 72.4,
    change: -0.65,
    volume: 1876200,
  },
  {
    id: 'SKYE',
    company: 'Skye Robotics',
    exchange: 'NASDAQ',
    price: 131.9,
    change: 3.5,
    volume: 4402700,
  },
  {
    id: 'BRIO',
    company: 'Brio Pharma',
    exchange: 'LSE',
    price: 22.91,
    change: 0.74,
    volume: 903100,
  },
  {
    id: 'PLVA',
    company: 'Pelva Mining',
    exchange: 'ASX',
    price: 5.62,
    change: 0.18,
    volume: 2760300,
  },
];

/** A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence. */
export function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const priceFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const changeFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

export const volumeFormat = new Intl.NumberFormat('en-US');
