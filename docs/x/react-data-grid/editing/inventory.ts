export interface Product {
  id: number;
  name: string;
  category: 'Coffee' | 'Tea' | 'Equipment';
  price: number;
  cost: number;
  stock: number;
  rating: number;
  discontinued: boolean;
}

export const categories: Product['category'][] = ['Coffee', 'Tea', 'Equipment'];

export const inventory: Product[] = [
  {
    id: 1,
    name: 'Yirgacheffe single origin, 250 g',
    category: 'Coffee',
    price: 14.5,
    cost: 7.8,
    stock: 86,
    rating: 5,
    discontinued: false,
  },
  {
    id: 2,
    name: 'House espresso blend, 1 kg',
    category: 'Coffee',
    price: 32,
    cost: 18.4,
    stock: 41,
    rating: 4,
    discontinued: false,
  },
  {
    id: 3,
    name: 'Darjeeling first flush, 100 g',
    category: 'Tea',
    price: 12.9,
    cost: 6.1,
    stock: 23,
    rating: 4,
    discontinued: false,
  },
  {
    id: 4,
    name: 'Genmaicha, 200 g',
    category: 'Tea',
    price: 9.5,
    cost: 4.2,
    stock: 0,
    rating: 3,
    discontinued: true,
  },
  {
    id: 5,
    name: 'Hand grinder, ceramic burrs',
    category: 'Equipment',
    price: 64,
    cost: 38,
    stock: 12,
    rating: 4,
    discontinued: false,
  },
  {
    id: 6,
    name: 'Gooseneck kettle, 1 l',
    category: 'Equipment',
    price: 49,
    cost: 27.5,
    stock: 18,
    rating: 5,
    discontinued: false,
  },
  {
    id: 7,
    name: 'Paper filters, pack of 100',
    category: 'Equipment',
    price: 5.9,
    cost: 2.1,
    stock: 240,
    rating: 3,
    discontinued: false,
  },
];

export const currency = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
});
