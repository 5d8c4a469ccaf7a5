export interface Order {
  id: string;
  customer: string;
  city: string;
  product: string;
  quantity: number;
  total: number;
  placed: Date;
  status: 'Pending' | 'Shipped' | 'Delivered' | 'Returned';
}

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const customers = [
  'Amelia Hart',
  'Jonas Weber',
  'Priya Raman',
  'Mateo Alvarez',
  'Chloé Dubois',
  'Kwame Mensah',
  'Sofia Rossi',
  'Liam O’Connor',
  'Yuki Tanaka',
  'Fatima Zahra',
  'Noah Fischer',
  'Isabel Costa',
];

const cities = [
  'Lisbon',
  'Berlin',
  'Toronto',
  'Melbourne',
  'Lyon',
  'Accra',
  'Milan',
  'Dublin',
  'Osaka',
  'Casablanca',
];

const products: [string, number][] = [
  ['Espresso machine', 349],
  ['Burr grinder', 129],
  ['Milk frother', 59],
  ['Pour-over kettle', 79],
  ['Ceramic dripper', 32],
  ['Cold brew jar', 41],
  ['Digital scale', 48],
];

const statuses: Order['status'][] = [
  'Delivered',
  'Delivered',
  'Shipped',
  'Pending',
  'Returned',
];

function buildOrders(count: number): Order[] {
  const random = mulberry32(20240611);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const start = Date.UTC(2024, 2, 1);
  return Array.from({ length: count }, (_, index) => {
    const [product, price] = pick(products);
    const quantity = 1 + Math.floor(random() * 4);
    return {
      id: `ORD-${String(1040 + index)}`,
      customer: pick(customers),
      city: pick(cities),
      product,
      quantity,
      total: price * quantity,
      placed: new Date(start + Math.floor(random() * 90) * 86400000),
      status: pick(statuses),
    };
  });
}

export const orders = buildOrders(48);

export const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});
