export interface Stock {
  id: string;
  ticker: string;
  company: string;
  sector: string;
  price: number;
  change: number;
  volume: number;
}

// Illustrative end-of-day figures.
export const stocks: Stock[] = [
  {
    id: 'NRDC',
    ticker: 'NRDC',
    company: 'Nordic Cable Works',
    sector: 'Industrials',
    price: 42.18,
    change: 1.25,
    volume: 1840200,
  },
  {
    id: 'HLXB',
    ticker: 'HLXB',
    company: 'Helix Biotherapeutics',
    sector: 'Health care',
    price: 118.6,
    change: -3.42,
    volume: 3265900,
  },
  {
    id: 'SOLR',
    ticker: 'SOLR',
    company: 'Sunridge Solar',
    sector: 'Energy',
    price: 27.95,
    change: 4.81,
    volume: 5122400,
  },
  {
    id: 'MRDN',
    ticker: 'MRDN',
    company: 'Meridian Freight',
    sector: 'Industrials',
    price: 63.4,
    change: -0.58,
    volume: 912300,
  },
  {
    id: 'CPLT',
    ticker: 'CPLT',
    company: 'Copperleaf Software',
    sector: 'Technology',
    price: 231.12,
    change: 0.94,
    volume: 2408800,
  },
  {
    id: 'BRKW',
    ticker: 'BRKW',
    company: 'Brookway Grocers',
    sector: 'Consumer staples',
    price: 18.07,
    change: -1.9,
    volume: 4377100,
  },
  {
    id: 'ATLS',
    ticker: 'ATLS',
    company: 'Atlas Mutual Insurance',
    sector: 'Financials',
    price: 74.33,
    change: 0.12,
    volume: 1105600,
  },
];

export const priceFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

export const volumeFormat = new Intl.NumberFormat('en-US');
