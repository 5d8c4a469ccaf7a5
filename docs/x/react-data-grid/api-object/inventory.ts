export interface Product {
  id: number;
  sku: string;
  name: string;
  category: string;
  price: number;
  stock: number;
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

const catalogue: [string, string, number][] = [
  ['Trail running shoes', 'Footwear', 129],
  ['Hiking boots', 'Footwear', 189],
  ['Merino base layer', 'Clothing', 79],
  ['Rain shell jacket', 'Clothing', 219],
  ['Down vest', 'Clothing', 149],
  ['Daypack 22 L', 'Packs', 95],
  ['Trekking pack 55 L', 'Packs', 239],
  ['Headlamp', 'Gear', 45],
  ['Trekking poles', 'Gear', 89],
  ['Water filter', 'Gear', 39],
  ['Insulated bottle', 'Gear', 32],
  ['Two-person tent', 'Camping', 399],
  ['Sleeping bag', 'Camping', 259],
  ['Camp stove', 'Camping', 69],
];

const colours = ['Slate', 'Moss', 'Ember', 'Glacier'];

function buildInventory(): Product[] {
  const random = mulberry32(4242);
  const rows: Product[] = [];
  catalogue.forEach(([name, category, price], itemIndex) => {
    colours.forEach((colour, colourIndex) => {
      rows.push({
        id: rows.length + 1,
        sku: `${category.slice(0, 3).toUpperCase()}-${100 + itemIndex * 10 + colourIndex}`,
        name: `${name}, ${colour}`,
        category,
        price,
        stock: Math.floor(random() * 60),
      });
    });
  });
  return rows;
}

export const inventory = buildInventory();
