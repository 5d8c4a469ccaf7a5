export interface Stock {
  id: string;
  ticker: string;
  company: string;
  sector: string;
  price: number;
  change: number;
  changePercent: number;
  volume: number;
}

type Quote = [
  ticker: string,
  company: string,
  sector: string,
  price: number,
  previous: number,
  volume: number,
];

/** Closing prices of a fictional trading day. */
const QUOTES: Quote[] = [
  ['NRDC', 'Nordic Cables', 'Industrials', 48.12, 47.2, 1840000],
  ['HLXB', 'Helix Biotech', 'Health care', 112.4, 118.95, 3120000],
  ['SOLR', 'Solaris Grid', 'Utilities', 23.77, 23.1, 5260000],
  ['MRDN', 'Meridian Bank', 'Financials', 67.05, 67.8, 2210000],
  ['QNTM', 'Quantum Logic', 'Technology', 301.22, 289.6, 7480000],
  ['FRGO', 'Fargo Foods', 'Consumer staples', 39.5, 39.5, 960000],
  ['AURA', 'Aura Cosmetics', 'Consumer goods', 18.94, 19.87, 1430000],
  ['TRVL', 'Trailway Rail', 'Industrials', 84.3, 82.15, 880000],
  ['OCEN', 'Ocean Freight', 'Industrials', 15.61, 16.4, 4010000],
  ['PIXL', 'Pixel Forge', 'Technology', 142.08, 139.9, 2650000],
  ['VRDA', 'Verdant Farms', 'Consumer staples', 27.33, 26.52, 1190000],
  ['KSTL', 'Keystone Steel', 'Materials', 54.76, 57.01, 2030000],
];

export const stocks: Stock[] = QUOTES.map(
  ([ticker, company, sector, price, previous, volume]) => ({
    id: ticker,
    ticker,
    company,
    sector,
    price,
    change: Math.round((price - previous) * 100) / 100,
    changePercent: Math.round(((price - previous) / previous) * 10000) / 100,
    volume,
  }),
);

export const signed = (value: number, digits = 2) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(digits)}`;
