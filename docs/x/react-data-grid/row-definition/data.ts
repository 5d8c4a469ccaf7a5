export interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
  startDate: Date;
  salary: number;
}

export const employees: Employee[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    role: 'Engineering manager',
    office: 'Lagos',
    startDate: new Date(Date.UTC(2019, 2, 4)),
    salary: 118000,
  },
  {
    id: 2,
    name: 'Lukas Becker',
    role: 'Backend developer',
    office: 'Berlin',
    startDate: new Date(Date.UTC(2021, 8, 13)),
    salary: 92000,
  },
  {
    id: 3,
    name: 'Sofia Marques',
    role: 'Product designer',
    office: 'Lisbon',
    startDate: new Date(Date.UTC(2020, 0, 20)),
    salary: 84000,
  },
  {
    id: 4,
    name: 'Hiroshi Tanaka',
    role: 'Data analyst',
    office: 'Osaka',
    startDate: new Date(Date.UTC(2022, 5, 1)),
    salary: 76000,
  },
  {
    id: 5,
    name: 'Priya Raman',
    role: 'Frontend developer',
    office: 'Bengaluru',
    startDate: new Date(Date.UTC(2018, 10, 26)),
    salary: 88000,
  },
  {
    id: 6,
    name: 'Mateo Fernández',
    role: 'Support lead',
    office: 'Buenos Aires',
    startDate: new Date(Date.UTC(2023, 3, 17)),
    salary: 67000,
  },
];

export interface Product {
  sku: string;
  name: string;
  category: string;
  price: number;
  stock: number;
}

export const products: Product[] = [
  {
    sku: 'KB-104-BLK',
    name: 'Low-profile keyboard',
    category: 'Peripherals',
    price: 89,
    stock: 140,
  },
  {
    sku: 'MS-220-GRY',
    name: 'Ergonomic mouse',
    category: 'Peripherals',
    price: 54.5,
    stock: 312,
  },
  {
    sku: 'MN-27Q-4K',
    name: '27" 4K monitor',
    category: 'Displays',
    price: 429,
    stock: 38,
  },
  {
    sku: 'DK-USB-C12',
    name: 'USB-C docking station',
    category: 'Accessories',
    price: 199,
    stock: 75,
  },
  {
    sku: 'HS-ANC-700',
    name: 'Noise-cancelling headset',
    category: 'Audio',
    price: 249,
    stock: 0,
  },
];

export const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

export const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
