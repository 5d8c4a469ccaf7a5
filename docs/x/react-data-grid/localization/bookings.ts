/** Hotel bookings for a small European chain; amounts in euros, dates in UTC. */
export interface Booking {
  id: number;
  guest: string;
  hotel: string;
  checkIn: Date;
  nights: number;
  total: number;
}

const day = (month: number, date: number) =>
  new Date(Date.UTC(2024, month - 1, date));

export const bookings: Booking[] = [
  {
    id: 1,
    guest: 'Lena Hoffmann',
    hotel: 'Munich Altstadt',
    checkIn: day(3, 4),
    nights: 2,
    total: 318,
  },
  {
    id: 2,
    guest: 'Julien Moreau',
    hotel: 'Lyon Presqu’île',
    checkIn: day(3, 8),
    nights: 3,
    total: 447,
  },
  {
    id: 3,
    guest: 'Beatriz Costa',
    hotel: 'Lisbon Chiado',
    checkIn: day(3, 11),
    nights: 5,
    total: 690,
  },
  {
    id: 4,
    guest: 'Haruto Sato',
    hotel: 'Vienna Ring',
    checkIn: day(3, 15),
    nights: 4,
    total: 612,
  },
  {
    id: 5,
    guest: 'Sofia Rossi',
    hotel: 'Munich Altstadt',
    checkIn: day(3, 18),
    nights: 1,
    total: 169,
  },
  {
    id: 6,
    guest: 'Mateus Almeida',
    hotel: 'Lisbon Chiado',
    checkIn: day(3, 22),
    nights: 7,
    total: 945,
  },
  {
    id: 7,
    guest: 'Claire Dubois',
    hotel: 'Lyon Presqu’île',
    checkIn: day(3, 25),
    nights: 2,
    total: 298,
  },
  {
    id: 8,
    guest: 'Yui Tanaka',
    hotel: 'Vienna Ring',
    checkIn: day(4, 2),
    nights: 3,
    total: 471,
  },
  {
    id: 9,
    guest: 'Felix Wagner',
    hotel: 'Munich Altstadt',
    checkIn: day(4, 5),
    nights: 4,
    total: 636,
  },
  {
    id: 10,
    guest: 'Ana Ribeiro',
    hotel: 'Lisbon Chiado',
    checkIn: day(4, 9),
    nights: 2,
    total: 276,
  },
  {
    id: 11,
    guest: 'Théo Lambert',
    hotel: 'Lyon Presqu’île',
    checkIn: day(4, 12),
    nights: 6,
    total: 858,
  },
  {
    id: 12,
    guest: 'Emma Schneider',
    hotel: 'Vienna Ring',
    checkIn: day(4, 16),
    nights: 2,
    total: 314,
  },
];
