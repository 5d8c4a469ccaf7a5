export interface Book {
  isbn: string;
  title: string;
  authorFirstName: string;
  authorLastName: string;
  year: number;
  price: number;
  inStock: boolean;
}

export const books: Book[] = [
  {
    isbn: '978-0441478125',
    title: 'The Left Hand of Darkness',
    authorFirstName: 'Ursula K.',
    authorLastName: 'Le Guin',
    year: 1969,
    price: 17.0,
    inStock: true,
  },
  {
    isbn: '978-0807083697',
    title: 'Kindred',
    authorFirstName: 'Octavia E.',
    authorLastName: 'Butler',
    year: 1979,
    price: 16.95,
    inStock: false,
  },
  {
    isbn: '978-0441569595',
    title: 'Neuromancer',
    authorFirstName: 'William',
    authorLastName: 'Gibson',
    year: 1984,
    price: 18.0,
    inStock: true,
  },
  {
    isbn: '978-0061054884',
    title: 'The Dispossessed',
    authorFirstName: 'Ursula K.',
    authorLastName: 'Le Guin',
    year: 1974,
    price: 16.99,
    inStock: true,
  },
  {
    isbn: '978-0553283686',
    title: 'Hyperion',
    authorFirstName: 'Dan',
    authorLastName: 'Simmons',
    year: 1989,
    price: 9.99,
    inStock: true,
  },
  {
    isbn: '978-0765326355',
    title: 'The Way of Kings',
    authorFirstName: 'Brandon',
    authorLastName: 'Sanderson',
    year: 2010,
    price: 10.99,
    inStock: false,
  },
  {
    isbn: '978-0316129084',
    title: 'Leviathan Wakes',
    authorFirstName: 'James S. A.',
    authorLastName: 'Corey',
    year: 2011,
    price: 12.49,
    inStock: true,
  },
  {
    isbn: '978-0593135204',
    title: 'Project Hail Mary',
    authorFirstName: 'Andy',
    authorLastName: 'Weir',
    year: 2021,
    price: 15.6,
    inStock: true,
  },
  {
    isbn: '978-0316498838',
    title: 'A Memory Called Empire',
    authorFirstName: 'Arkady',
    authorLastName: 'Martine',
    year: 2019,
    price: 14.99,
    inStock: false,
  },
  {
    isbn: '978-0062896193',
    title: 'Piranesi',
    authorFirstName: 'Susanna',
    authorLastName: 'Clarke',
    year: 2020,
    price: 13.5,
    inStock: true,
  },
  {
    isbn: '978-0547928227',
    title: 'The Hobbit',
    authorFirstName: 'J. R. R.',
    authorLastName: 'Tolkien',
    year: 1937,
    price: 11.29,
    inStock: true,
  },
  {
    isbn: '978-0441013593',
    title: 'Dune',
    authorFirstName: 'Frank',
    authorLastName: 'Herbert',
    year: 1965,
    price: 10.29,
    inStock: true,
  },
];
