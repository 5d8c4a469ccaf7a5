export interface RegionSales {
  id: string;
  region: string;
  manager: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
  target: number;
}

// Revenue in thousands of euros.
export const sales: RegionSales[] = [
  {
    id: 'nordics',
    region: 'Nordics',
    manager: 'Ingrid Solberg',
    q1: 412,
    q2: 455,
    q3: 398,
    q4: 521,
    target: 1750,
  },
  {
    id: 'dach',
    region: 'DACH',
    manager: 'Felix Hartmann',
    q1: 688,
    q2: 702,
    q3: 659,
    q4: 815,
    target: 2900,
  },
  {
    id: 'benelux',
    region: 'Benelux',
    manager: 'Sanne de Vries',
    q1: 350,
    q2: 371,
    q3: 344,
    q4: 409,
    target: 1400,
  },
  {
    id: 'iberia',
    region: 'Iberia',
    manager: 'Lucía Fernández',
    q1: 298,
    q2: 333,
    q3: 367,
    q4: 352,
    target: 1300,
  },
  {
    id: 'uk-ireland',
    region: 'UK & Ireland',
    manager: 'Declan Murphy',
    q1: 590,
    q2: 548,
    q3: 603,
    q4: 677,
    target: 2500,
  },
  {
    id: 'italy',
    region: 'Italy',
    manager: 'Giulia Romano',
    q1: 321,
    q2: 346,
    q3: 302,
    q4: 388,
    target: 1350,
  },
];

export const thousands = (value: number) => `€${value.toLocaleString('en-US')}k`;
