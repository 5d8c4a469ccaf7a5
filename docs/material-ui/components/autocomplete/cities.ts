export interface City {
  name: string;
  country: string;
  region: 'Europe' | 'Asia' | 'Africa' | 'Americas' | 'Oceania';
  population: number;
}

export const cities: City[] = [
  {
    name: 'Amsterdam',
    country: 'Netherlands',
    region: 'Europe',
    population: 921_000,
  },
  {
    name: 'Auckland',
    country: 'New Zealand',
    region: 'Oceania',
    population: 1_478_000,
  },
  { name: 'Bogotá', country: 'Colombia', region: 'Americas', population: 7_901_000 },
  {
    name: 'Cape Town',
    country: 'South Africa',
    region: 'Africa',
    population: 4_772_000,
  },
  { name: 'Copenhagen', country: 'Denmark', region: 'Europe', population: 660_000 },
  { name: 'Hanoi', country: 'Vietnam', region: 'Asia', population: 8_436_000 },
  { name: 'Kyoto', country: 'Japan', region: 'Asia', population: 1_464_000 },
  { name: 'Lisbon', country: 'Portugal', region: 'Europe', population: 545_000 },
  { name: 'Marrakesh', country: 'Morocco', region: 'Africa', population: 929_000 },
  {
    name: 'Melbourne',
    country: 'Australia',
    region: 'Oceania',
    population: 5_207_000,
  },
  { name: 'Montréal', country: 'Canada', region: 'Americas', population: 1_762_000 },
  { name: 'Nairobi', country: 'Kenya', region: 'Africa', population: 4_397_000 },
  { name: 'Oaxaca', country: 'Mexico', region: 'Americas', population: 300_000 },
  { name: 'Porto', country: 'Portugal', region: 'Europe', population: 232_000 },
  { name: 'Seoul', country: 'South Korea', region: 'Asia', population: 9_586_000 },
  { name: 'Tbilisi', country: 'Georgia', region: 'Asia', population: 1_202_000 },
  { name: 'Valparaíso', country: 'Chile', region: 'Americas', population: 296_000 },
  { name: 'Vienna', country: 'Austria', region: 'Europe', population: 1_982_000 },
];
