export interface City {
  id: number;
  city: string;
  country: string;
  population: number;
  areaKm2: number;
  medianAge: number;
  growth: number;
}

// Rounded figures for the city proper, for illustration.
export const cities: City[] = [
  {
    id: 1,
    city: 'Tokyo',
    country: 'Japan',
    population: 13960000,
    areaKm2: 2194,
    medianAge: 45.4,
    growth: -0.1,
  },
  {
    id: 2,
    city: 'São Paulo',
    country: 'Brazil',
    population: 11450000,
    areaKm2: 1521,
    medianAge: 35.2,
    growth: 0.4,
  },
  {
    id: 3,
    city: 'Lagos',
    country: 'Nigeria',
    population: 8050000,
    areaKm2: 1171,
    medianAge: 19.6,
    growth: 3.4,
  },
  {
    id: 4,
    city: 'London',
    country: 'United Kingdom',
    population: 8870000,
    areaKm2: 1572,
    medianAge: 35.8,
    growth: 0.9,
  },
  {
    id: 5,
    city: 'Toronto',
    country: 'Canada',
    population: 2790000,
    areaKm2: 630,
    medianAge: 39.5,
    growth: 1.2,
  },
  {
    id: 6,
    city: 'Nairobi',
    country: 'Kenya',
    population: 4400000,
    areaKm2: 696,
    medianAge: 24.1,
    growth: 3.9,
  },
  {
    id: 7,
    city: 'Berlin',
    country: 'Germany',
    population: 3850000,
    areaKm2: 891,
    medianAge: 42.6,
    growth: 0.3,
  },
  {
    id: 8,
    city: 'Mexico City',
    country: 'Mexico',
    population: 9210000,
    areaKm2: 1485,
    medianAge: 33.2,
    growth: 0.2,
  },
];

export const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
