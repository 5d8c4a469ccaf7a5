export interface City {
  id: number;
  city: string;
  country: string;
  continent: string;
  population: number;
}

// City proper populations, rounded, from recent censuses and official estimates.
const table: [string, string, string, number][] = [
  ['Tokyo', 'Japan', 'Asia', 13_960_000],
  ['Delhi', 'India', 'Asia', 11_030_000],
  ['Shanghai', 'China', 'Asia', 24_870_000],
  ['São Paulo', 'Brazil', 'South America', 11_450_000],
  ['Mexico City', 'Mexico', 'North America', 9_210_000],
  ['Cairo', 'Egypt', 'Africa', 10_100_000],
  ['Mumbai', 'India', 'Asia', 12_440_000],
  ['Dhaka', 'Bangladesh', 'Asia', 10_280_000],
  ['Karachi', 'Pakistan', 'Asia', 14_920_000],
  ['Istanbul', 'Turkey', 'Europe', 15_650_000],
  ['Kinshasa', 'DR Congo', 'Africa', 14_970_000],
  ['Lagos', 'Nigeria', 'Africa', 8_050_000],
  ['Buenos Aires', 'Argentina', 'South America', 3_120_000],
  ['Manila', 'Philippines', 'Asia', 1_850_000],
  ['Moscow', 'Russia', 'Europe', 13_100_000],
  ['Lima', 'Peru', 'South America', 9_670_000],
  ['Bogotá', 'Colombia', 'South America', 7_900_000],
  ['Jakarta', 'Indonesia', 'Asia', 10_560_000],
  ['Seoul', 'South Korea', 'Asia', 9_410_000],
  ['London', 'United Kingdom', 'Europe', 8_870_000],
  ['Bangkok', 'Thailand', 'Asia', 5_590_000],
  ['Tehran', 'Iran', 'Asia', 9_040_000],
  ['New York', 'United States', 'North America', 8_260_000],
  ['Ho Chi Minh City', 'Vietnam', 'Asia', 9_320_000],
  ['Hong Kong', 'China', 'Asia', 7_500_000],
  ['Luanda', 'Angola', 'Africa', 2_570_000],
  ['Riyadh', 'Saudi Arabia', 'Asia', 7_010_000],
  ['Santiago', 'Chile', 'South America', 6_310_000],
  ['Singapore', 'Singapore', 'Asia', 5_920_000],
  ['Madrid', 'Spain', 'Europe', 3_340_000],
  ['Nairobi', 'Kenya', 'Africa', 4_400_000],
  ['Toronto', 'Canada', 'North America', 2_790_000],
  ['Johannesburg', 'South Africa', 'Africa', 4_800_000],
  ['Berlin', 'Germany', 'Europe', 3_760_000],
  ['Addis Ababa', 'Ethiopia', 'Africa', 3_770_000],
  ['Los Angeles', 'United States', 'North America', 3_820_000],
  ['Sydney', 'Australia', 'Oceania', 5_450_000],
  ['Rome', 'Italy', 'Europe', 2_750_000],
  ['Casablanca', 'Morocco', 'Africa', 3_220_000],
  ['Kyiv', 'Ukraine', 'Europe', 2_950_000],
  ['Melbourne', 'Australia', 'Oceania', 5_160_000],
  ['Paris', 'France', 'Europe', 2_100_000],
  ['Accra', 'Ghana', 'Africa', 2_560_000],
  ['Chicago', 'United States', 'North America', 2_660_000],
  ['Caracas', 'Venezuela', 'South America', 2_250_000],
  ['Auckland', 'New Zealand', 'Oceania', 1_690_000],
  ['Montreal', 'Canada', 'North America', 1_760_000],
  ['Vienna', 'Austria', 'Europe', 2_000_000],
];

export const cities: City[] = table.map(
  ([city, country, continent, population], index) => ({
    id: index + 1,
    city,
    country,
    continent,
    population,
  }),
);

export const populationFormat = new Intl.NumberFormat('en-US');

/** What the fake server answers: one page of cities and the total count. */
export interface CityPage {
  rows: City[];
  total: number;
}

/**
 * A stand-in for an API endpoint such as `GET /cities?page=2&pageSize=10`: it sorts by
 * population, largest first, and answers after 700 ms, like a real network round trip.
 */
export function fetchCityPage(page: number, pageSize: number): Promise<CityPage> {
  const sorted = [...cities].sort((a, b) => b.population - a.population);
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve({
          rows: sorted.slice(page * pageSize, (page + 1) * pageSize),
          total: sorted.length,
        }),
      700,
    );
  });
}
