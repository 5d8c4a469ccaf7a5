const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Mondays of the last twelve weeks, as "Aug 31"; computed in UTC so every render agrees. */
export const WEEKS: string[] = Array.from({ length: 12 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 7, 31 + index * 7));
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
});

export const REVENUE = [3120, 3385, 3290, 3610, 3545, 3890, 4020, 3875, 4310, 4480, 4395, 4820];
export const REVENUE_PREVIOUS = [2980, 3050, 3210, 3120, 3340, 3295, 3460, 3520, 3410, 3690, 3760, 3905];
export const ORDERS = [88, 94, 90, 101, 97, 108, 112, 104, 118, 121, 117, 134];
export const ORDERS_PREVIOUS = [85, 87, 92, 88, 95, 93, 99, 101, 96, 105, 107, 110];
export const RETURNING = [31, 33, 32, 34, 31, 30, 32, 33, 31, 32, 31, 32];

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function percentChange(current: number, previous: number): number {
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export function formatCurrency(amount: number, fractionDigits = 0): string {
  const [whole, fraction] = amount.toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${grouped}${fraction ? `.${fraction}` : ''}`;
}

export function formatNumber(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export type OrderStatus = 'Paid' | 'Processing' | 'Shipped' | 'Refunded' | 'Awaiting payment';

export interface Order {
  id: string;
  customer: string;
  email: string;
  date: string;
  items: number;
  total: number;
  status: OrderStatus;
}

export const RECENT_ORDERS: Order[] = [
  {
    id: 'KC-104829',
    customer: 'Maya Lindqvist',
    email: 'maya@lindqvist.example',
    date: '16 Nov',
    items: 3,
    total: 142.5,
    status: 'Paid',
  },
  {
    id: 'KC-104828',
    customer: 'Jonah Abernathy',
    email: 'jonah@mail.example',
    date: '16 Nov',
    items: 1,
    total: 64,
    status: 'Processing',
  },
  {
    id: 'KC-104827',
    customer: 'Sofia Marchetti',
    email: 'sofia.m@post.example',
    date: '15 Nov',
    items: 2,
    total: 88,
    status: 'Shipped',
  },
  {
    id: 'KC-104826',
    customer: 'Kwame Mensah',
    email: 'kwame@mensah.example',
    date: '15 Nov',
    items: 4,
    total: 196.4,
    status: 'Shipped',
  },
  {
    id: 'KC-104825',
    customer: 'Elif Demir',
    email: 'elif.demir@mail.example',
    date: '14 Nov',
    items: 1,
    total: 24,
    status: 'Refunded',
  },
  {
    id: 'KC-104824',
    customer: 'Lucas Moreau',
    email: 'lucas@moreau.example',
    date: '14 Nov',
    items: 2,
    total: 110,
    status: 'Awaiting payment',
  },
  {
    id: 'KC-104823',
    customer: 'Aiko Tanaka',
    email: 'aiko@tanaka.example',
    date: '13 Nov',
    items: 5,
    total: 231.75,
    status: 'Paid',
  },
];

export const TOP_PRODUCTS = [
  { name: 'Speckled stoneware mug', units: 412 },
  { name: 'Ash-glaze serving bowl', units: 268 },
  { name: 'Bud vase, set of three', units: 193 },
  { name: 'Linen tea towels', units: 151 },
  { name: 'Dinner plate, oat', units: 118 },
];
