/**
 * Weekly unit sales for a home-goods retailer: 10,000 products × 52 weeks.
 * Rows hold only a few fields; the weekly figures are computed on demand from the
 * row id and the week number, so no 520,000-value table is ever built.
 */
export interface Product {
  id: number;
  sku: string;
  product: string;
  category: string;
  warehouse: string;
}

export const PRODUCT_COUNT = 10_000;
export const WEEK_COUNT = 52;

const materials = [
  'Oak',
  'Walnut',
  'Steel',
  'Linen',
  'Ceramic',
  'Bamboo',
  'Wool',
  'Copper',
  'Rattan',
  'Marble',
];
const items: [string, string][] = [
  ['desk lamp', 'Lighting'],
  ['floor lamp', 'Lighting'],
  ['side table', 'Furniture'],
  ['bookshelf', 'Furniture'],
  ['armchair', 'Furniture'],
  ['throw pillow', 'Textiles'],
  ['floor rug', 'Textiles'],
  ['coffee mug', 'Kitchen'],
  ['serving bowl', 'Kitchen'],
  ['wall clock', 'Decor'],
  ['planter', 'Decor'],
  ['picture frame', 'Decor'],
];
const warehouses = [
  'Rotterdam',
  'Leipzig',
  'Lyon',
  'Poznań',
  'Milan',
  'Valencia',
  'Dublin',
  'Gothenburg',
];

/** A deterministic integer hash (mulberry32's mixing step) in [0, 1). */
function hash(seed: number): number {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Units of one product sold in one week (1-based), always the same for the same inputs. */
export function weeklyUnits(productId: number, week: number): number {
  const base = 20 + Math.floor(hash(productId * 131) * 180);
  const season = 1 + 0.35 * Math.sin(((week - 10) / WEEK_COUNT) * 2 * Math.PI);
  return Math.round(
    base * season * (0.6 + hash(productId * 53 + week * 7919) * 0.8),
  );
}

export function createProducts(count: number): Product[] {
  const products: Product[] = new Array(count);
  for (let id = 0; id < count; id += 1) {
    const [item, category] = items[Math.floor(hash(id * 3 + 1) * items.length)];
    products[id] = {
      id,
      sku: `HG-${String(100000 + id)}`,
      product: `${materials[Math.floor(hash(id * 3 + 2) * materials.length)]} ${item}`,
      category,
      warehouse: warehouses[Math.floor(hash(id * 3 + 3) * warehouses.length)],
    };
  }
  return products;
}
