export type OrderStatus = 'Pending' | 'Shipped' | 'Delivered' | 'Cancelled';

export interface Order {
  id: number;
  customerFirstName: string;
  customerLastName: string;
  product: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  orderedOn: Date;
  shippedAt: Date | null;
  giftWrapped: boolean;
  status: OrderStatus;
  city: string;
}

export const orders: Order[] = [
  {
    id: 10231,
    customerFirstName: 'Amara',
    customerLastName: 'Okafor',
    product: 'Espresso machine',
    quantity: 1,
    unitPrice: 349,
    discount: 0.1,
    orderedOn: new Date(2024, 2, 4),
    shippedAt: new Date(2024, 2, 5, 9, 40),
    giftWrapped: false,
    status: 'Delivered',
    city: 'Lagos',
  },
  {
    id: 10232,
    customerFirstName: 'Lukas',
    customerLastName: 'Brandt',
    product: 'Burr coffee grinder',
    quantity: 2,
    unitPrice: 129.5,
    discount: 0,
    orderedOn: new Date(2024, 2, 4),
    shippedAt: new Date(2024, 2, 6, 14, 15),
    giftWrapped: true,
    status: 'Shipped',
    city: 'Hamburg',
  },
  {
    id: 10233,
    customerFirstName: 'Sofia',
    customerLastName: 'Marino',
    product: 'Milk frother',
    quantity: 3,
    unitPrice: 39.9,
    discount: 0.05,
    orderedOn: new Date(2024, 2, 5),
    shippedAt: null,
    giftWrapped: false,
    status: 'Pending',
    city: 'Turin',
  },
  {
    id: 10234,
    customerFirstName: 'Haruto',
    customerLastName: 'Sato',
    product: 'Pour-over kettle',
    quantity: 1,
    unitPrice: 74,
    discount: 0,
    orderedOn: new Date(2024, 2, 6),
    shippedAt: new Date(2024, 2, 7, 11, 5),
    giftWrapped: true,
    status: 'Delivered',
    city: 'Osaka',
  },
  {
    id: 10235,
    customerFirstName: 'Chloé',
    customerLastName: 'Dubois',
    product: 'Ceramic mug set',
    quantity: 4,
    unitPrice: 18.75,
    discount: 0.15,
    orderedOn: new Date(2024, 2, 7),
    shippedAt: null,
    giftWrapped: false,
    status: 'Cancelled',
    city: 'Lyon',
  },
  {
    id: 10236,
    customerFirstName: 'Mateo',
    customerLastName: 'Herrera',
    product: 'Digital scale',
    quantity: 1,
    unitPrice: 45,
    discount: 0,
    orderedOn: new Date(2024, 2, 8),
    shippedAt: new Date(2024, 2, 8, 16, 50),
    giftWrapped: false,
    status: 'Shipped',
    city: 'Bogotá',
  },
  {
    id: 10237,
    customerFirstName: 'Priya',
    customerLastName: 'Raman',
    product: 'Cold brew jar',
    quantity: 2,
    unitPrice: 32,
    discount: 0.2,
    orderedOn: new Date(2024, 2, 9),
    shippedAt: new Date(2024, 2, 11, 8, 30),
    giftWrapped: true,
    status: 'Delivered',
    city: 'Chennai',
  },
  {
    id: 10238,
    customerFirstName: 'Noah',
    customerLastName: 'Lindqvist',
    product: 'Espresso machine',
    quantity: 1,
    unitPrice: 349,
    discount: 0,
    orderedOn: new Date(2024, 2, 10),
    shippedAt: null,
    giftWrapped: false,
    status: 'Pending',
    city: 'Uppsala',
  },
];

export const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

export const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

export const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
