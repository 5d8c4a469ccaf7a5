export interface Invoice {
  id: number;
  number: string;
  client: string;
  city: string;
  issued: Date;
  amount: number;
  status: 'Paid' | 'Sent' | 'Overdue';
}

export const invoices: Invoice[] = [
  {
    id: 1,
    number: 'INV-2025-0141',
    client: 'Brasserie Léon',
    city: 'Lyon',
    issued: new Date(2025, 0, 6),
    amount: 1840.0,
    status: 'Paid',
  },
  {
    id: 2,
    number: 'INV-2025-0142',
    client: 'Nordlicht GmbH',
    city: 'Hamburg',
    issued: new Date(2025, 0, 9),
    amount: 12500.0,
    status: 'Paid',
  },
  {
    id: 3,
    number: 'INV-2025-0143',
    client: 'Café Müller',
    city: 'Vienna',
    issued: new Date(2025, 0, 14),
    amount: 640.5,
    status: 'Overdue',
  },
  {
    id: 4,
    number: 'INV-2025-0144',
    client: 'Oak & Iron Studio',
    city: 'Dublin',
    issued: new Date(2025, 0, 20),
    amount: 3275.0,
    status: 'Paid',
  },
  {
    id: 5,
    number: 'INV-2025-0145',
    client: 'Tapas Ñam',
    city: 'Valencia',
    issued: new Date(2025, 0, 27),
    amount: 915.2,
    status: 'Sent',
  },
  {
    id: 6,
    number: 'INV-2025-0146',
    client: 'Fjord Outfitters',
    city: 'Oslo',
    issued: new Date(2025, 1, 3),
    amount: 7420.0,
    status: 'Overdue',
  },
  {
    id: 7,
    number: 'INV-2025-0147',
    client: 'Harbour Lights Ltd',
    city: 'Bristol',
    issued: new Date(2025, 1, 11),
    amount: 2100.0,
    status: 'Paid',
  },
  {
    id: 8,
    number: 'INV-2025-0148',
    client: 'Żabka Design',
    city: 'Poznań',
    issued: new Date(2025, 1, 18),
    amount: 4860.75,
    status: 'Sent',
  },
  {
    id: 9,
    number: 'INV-2025-0149',
    client: 'Blue Lagoon Tours',
    city: 'Reykjavík',
    issued: new Date(2025, 1, 24),
    amount: 1390.0,
    status: 'Paid',
  },
  {
    id: 10,
    number: 'INV-2025-0150',
    client: 'Atelier Sève',
    city: 'Bordeaux',
    issued: new Date(2025, 2, 3),
    amount: 560.0,
    status: 'Sent',
  },
  {
    id: 11,
    number: 'INV-2025-0151',
    client: 'Greenway Cycles',
    city: 'Utrecht',
    issued: new Date(2025, 2, 10),
    amount: 2890.0,
    status: 'Paid',
  },
  {
    id: 12,
    number: 'INV-2025-0152',
    client: 'Sol y Sombra SL',
    city: 'Seville',
    issued: new Date(2025, 2, 17),
    amount: 10340.0,
    status: 'Overdue',
  },
];

export const amountFormatter = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ISO dates (2025-01-06) read the same in every spreadsheet locale. */
export const isoDate = (value: Date) =>
  `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
