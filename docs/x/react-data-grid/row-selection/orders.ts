export type OrderStatus = 'Packed' | 'Awaiting stock' | 'Shipped';

export interface Order {
  id: string;
  customer: string;
  city: string;
  items: number;
  total: number;
  status: OrderStatus;
}

export const orders: Order[] = [
  {
    id: 'SO-10481',
    customer: 'Greta Lindholm',
    city: 'Gothenburg',
    items: 3,
    total: 184.9,
    status: 'Packed',
  },
  {
    id: 'SO-10482',
    customer: 'Rafael Ortiz',
    city: 'Valencia',
    items: 1,
    total: 59,
    status: 'Shipped',
  },
  {
    id: 'SO-10483',
    customer: 'Nia Adeyemi',
    city: 'Manchester',
    items: 5,
    total: 312.4,
    status: 'Packed',
  },
  {
    id: 'SO-10484',
    customer: 'Tomasz Nowak',
    city: 'Kraków',
    items: 2,
    total: 97.5,
    status: 'Awaiting stock',
  },
  {
    id: 'SO-10485',
    customer: 'Elena Rossi',
    city: 'Bologna',
    items: 4,
    total: 228,
    status: 'Packed',
  },
  {
    id: 'SO-10486',
    customer: 'Yusuf Demir',
    city: 'Izmir',
    items: 2,
    total: 141.8,
    status: 'Shipped',
  },
  {
    id: 'SO-10487',
    customer: 'Claire Dubois',
    city: 'Bordeaux',
    items: 6,
    total: 405.15,
    status: 'Packed',
  },
  {
    id: 'SO-10488',
    customer: 'Mikko Virtanen',
    city: 'Tampere',
    items: 1,
    total: 34.9,
    status: 'Awaiting stock',
  },
  {
    id: 'SO-10489',
    customer: 'Ana Kovač',
    city: 'Zagreb',
    items: 3,
    total: 176.3,
    status: 'Packed',
  },
  {
    id: 'SO-10490',
    customer: 'Liam Byrne',
    city: 'Cork',
    items: 2,
    total: 88,
    status: 'Shipped',
  },
];

export const euro = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
});
