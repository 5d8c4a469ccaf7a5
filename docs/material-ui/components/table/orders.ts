export interface Order {
  id: string;
  customer: string;
  city: string;
  placed: string;
  items: number;
  total: number;
  status: 'Paid' | 'Shipped' | 'Refunded';
}

export const orders: Order[] = [
  {
    id: 'A-1041',
    customer: 'Maya Lindqvist',
    city: 'Stockholm',
    placed: '2026-03-02',
    items: 3,
    total: 129.5,
    status: 'Shipped',
  },
  {
    id: 'A-1042',
    customer: 'Tomás Herrera',
    city: 'Valencia',
    placed: '2026-03-02',
    items: 1,
    total: 48,
    status: 'Paid',
  },
  {
    id: 'A-1043',
    customer: 'Aiko Tanaka',
    city: 'Osaka',
    placed: '2026-03-03',
    items: 5,
    total: 312.9,
    status: 'Shipped',
  },
  {
    id: 'A-1044',
    customer: 'Kwame Mensah',
    city: 'Accra',
    placed: '2026-03-03',
    items: 2,
    total: 76.25,
    status: 'Refunded',
  },
  {
    id: 'A-1045',
    customer: 'Léa Fontaine',
    city: 'Lyon',
    placed: '2026-03-04',
    items: 4,
    total: 189,
    status: 'Paid',
  },
  {
    id: 'A-1046',
    customer: 'Ravi Iyer',
    city: 'Pune',
    placed: '2026-03-05',
    items: 1,
    total: 22.4,
    status: 'Shipped',
  },
  {
    id: 'A-1047',
    customer: 'Sofia Rossi',
    city: 'Turin',
    placed: '2026-03-05',
    items: 6,
    total: 402.1,
    status: 'Paid',
  },
  {
    id: 'A-1048',
    customer: 'Jonas Weber',
    city: 'Leipzig',
    placed: '2026-03-06',
    items: 2,
    total: 95,
    status: 'Shipped',
  },
  {
    id: 'A-1049',
    customer: 'Amara Okafor',
    city: 'Lagos',
    placed: '2026-03-07',
    items: 3,
    total: 143.75,
    status: 'Paid',
  },
  {
    id: 'A-1050',
    customer: 'Noah Berg',
    city: 'Bergen',
    placed: '2026-03-07',
    items: 1,
    total: 61,
    status: 'Refunded',
  },
  {
    id: 'A-1051',
    customer: 'Inés Duarte',
    city: 'Porto',
    placed: '2026-03-08',
    items: 2,
    total: 88.6,
    status: 'Shipped',
  },
  {
    id: 'A-1052',
    customer: 'Chen Wei',
    city: 'Taipei',
    placed: '2026-03-09',
    items: 7,
    total: 512.3,
    status: 'Paid',
  },
];

export const formatPrice = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(
    value,
  );
