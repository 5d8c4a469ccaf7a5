export interface City {
  id: number;
  city: string;
  country: string;
  population: number;
  airport: string;
}

/** Population of the city proper, in round figures. */
export const cities: City[] = [
  {
    id: 1,
    city: 'São Paulo',
    country: 'Brazil',
    population: 11450000,
    airport: 'GRU',
  },
  {
    id: 2,
    city: 'Zürich',
    country: 'Switzerland',
    population: 423000,
    airport: 'ZRH',
  },
  { id: 3, city: 'Kraków', country: 'Poland', population: 804000, airport: 'KRK' },
  {
    id: 4,
    city: 'Montréal',
    country: 'Canada',
    population: 1762000,
    airport: 'YUL',
  },
  {
    id: 5,
    city: 'Reykjavík',
    country: 'Iceland',
    population: 139000,
    airport: 'KEF',
  },
  { id: 6, city: 'Málaga', country: 'Spain', population: 579000, airport: 'AGP' },
  {
    id: 7,
    city: 'Düsseldorf',
    country: 'Germany',
    population: 629000,
    airport: 'DUS',
  },
  {
    id: 8,
    city: 'Córdoba',
    country: 'Argentina',
    population: 1391000,
    airport: 'COR',
  },
  { id: 9, city: 'Tromsø', country: 'Norway', population: 78000, airport: 'TOS' },
  { id: 10, city: 'Plzeň', country: 'Czechia', population: 175000, airport: 'PRG' },
  {
    id: 11,
    city: 'Toronto',
    country: 'Canada',
    population: 2794000,
    airport: 'YYZ',
  },
  {
    id: 12,
    city: 'Munich',
    country: 'Germany',
    population: 1512000,
    airport: 'MUC',
  },
  { id: 13, city: 'Seville', country: 'Spain', population: 681000, airport: 'SVQ' },
  {
    id: 14,
    city: 'Curitiba',
    country: 'Brazil',
    population: 1773000,
    airport: 'CWB',
  },
  { id: 15, city: 'Gdańsk', country: 'Poland', population: 486000, airport: 'GDN' },
  {
    id: 16,
    city: 'Québec City',
    country: 'Canada',
    population: 549000,
    airport: 'YQB',
  },
  {
    id: 17,
    city: 'Genève',
    country: 'Switzerland',
    population: 203000,
    airport: 'GVA',
  },
  { id: 18, city: 'Köln', country: 'Germany', population: 1084000, airport: 'CGN' },
  {
    id: 19,
    city: 'Bogotá',
    country: 'Colombia',
    population: 7901000,
    airport: 'BOG',
  },
  {
    id: 20,
    city: 'Medellín',
    country: 'Colombia',
    population: 2573000,
    airport: 'MDE',
  },
  { id: 21, city: 'Bergen', country: 'Norway', population: 286000, airport: 'BGO' },
  {
    id: 22,
    city: 'Brasília',
    country: 'Brazil',
    population: 2817000,
    airport: 'BSB',
  },
];

export const populationFormatter = new Intl.NumberFormat('en-US');
