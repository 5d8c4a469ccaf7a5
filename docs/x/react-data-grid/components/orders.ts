import type { GridColDef } from '@mui/x-data-grid';

export interface Order {
  id: string;
  customer: string;
  product: string;
  quantity: number;
  total: number;
  country: string;
}

const CUSTOMERS = [
  'Elena Petrova',
  'Marcus Johnson',
  'Aiko Yamamoto',
  'Luis Fernández',
  'Grace Mwangi',
  'Noah Schneider',
  'Isabella Rossi',
  'Arjun Mehta',
];
const PRODUCTS: [string, number][] = [
  ['Trail running shoes', 129],
  ['Rain shell jacket', 189],
  ['Merino base layer', 74],
  ['Insulated water bottle', 32],
  ['Headlamp, 400 lm', 45],
  ['Trekking poles (pair)', 99],
  ['Ultralight tent, 2p', 449],
  ['Down sleeping bag', 329],
];
const COUNTRIES = [
  'Germany',
  'Canada',
  'Japan',
  'Spain',
  'Kenya',
  'Austria',
  'Italy',
  'India',
];

function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(90210);

export const orders: Order[] = Array.from({ length: 36 }, (_, index) => {
  const [product, price] = PRODUCTS[Math.floor(random() * PRODUCTS.length)];
  const quantity = 1 + Math.floor(random() * 4);
  const customer = Math.floor(random() * CUSTOMERS.length);
  return {
    id: `SO-${(31250 + index * 7).toString()}`,
    customer: CUSTOMERS[customer],
    product,
    quantity,
    total: price * quantity,
    country: COUNTRIES[customer],
  };
});

export const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const orderColumns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'country', headerName: 'Country', width: 110 },
];
