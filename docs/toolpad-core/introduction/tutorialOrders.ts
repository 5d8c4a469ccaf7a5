export type OrderStatus = 'Pending' | 'Shipped' | 'Delivered' | 'Cancelled';

export interface Order {
  id: string;
  date: string;
  customer: string;
  city: string;
  product: string;
  total: number;
  status: OrderStatus;
}

export const orders: Order[] = [
  {
    id: 'CR-2051',
    date: '2024-03-18',
    customer: 'Amara Okafor',
    city: 'Lagos',
    product: 'Ethiopia Yirgacheffe, 1 kg',
    total: 38.5,
    status: 'Pending',
  },
  {
    id: 'CR-2050',
    date: '2024-03-18',
    customer: 'Jonas Berg',
    city: 'Gothenburg',
    product: 'Espresso starter kit',
    total: 129.0,
    status: 'Pending',
  },
  {
    id: 'CR-2049',
    date: '2024-03-17',
    customer: 'Priya Raman',
    city: 'Chennai',
    product: 'Colombia Huila, 500 g',
    total: 17.9,
    status: 'Shipped',
  },
  {
    id: 'CR-2048',
    date: '2024-03-16',
    customer: 'Mateo Rossi',
    city: 'Turin',
    product: 'Hand grinder, ceramic burrs',
    total: 64.0,
    status: 'Shipped',
  },
  {
    id: 'CR-2047',
    date: '2024-03-15',
    customer: 'Chloé Martin',
    city: 'Lyon',
    product: 'Kenya AA, 250 g',
    total: 12.4,
    status: 'Delivered',
  },
  {
    id: 'CR-2046',
    date: '2024-03-14',
    customer: 'Daniel Cohen',
    city: 'Haifa',
    product: 'Pour-over kettle',
    total: 49.9,
    status: 'Delivered',
  },
  {
    id: 'CR-2045',
    date: '2024-03-13',
    customer: 'Sofia Lindqvist',
    city: 'Uppsala',
    product: 'Guatemala Antigua, 1 kg',
    total: 36.0,
    status: 'Cancelled',
  },
];

export const currency = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
});

/** Formats an ISO date (YYYY-MM-DD) without depending on the reader's time zone. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  return `${day} ${months[month - 1]} ${year}`;
}
