export interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
  salary: number;
  startDate: Date;
  remote: boolean;
}

export const DEPARTMENTS = [
  'Engineering',
  'Sales',
  'Marketing',
  'Finance',
  'Support',
];

const FIRST_NAMES = [
  'Amara',
  'Lukas',
  'Priya',
  'Mateo',
  'Hannah',
  'Kenji',
  'Sofia',
  'Daniel',
  'Fatima',
  'Oliver',
  'Chloé',
  'Tomasz',
  'Grace',
  'Rafael',
  'Ingrid',
  'Samuel',
];
const LAST_NAMES = [
  'Okafor',
  'Becker',
  'Raman',
  'García',
  'Schmidt',
  'Tanaka',
  'Rossi',
  'Walsh',
  'Haddad',
  'Nguyen',
  'Dubois',
  'Nowak',
  'Mensah',
  'Lindqvist',
  'Costa',
  'Ward',
];
const CITIES = [
  'London',
  'Berlin',
  'Toronto',
  'Lisbon',
  'Singapore',
  'Austin',
  'Warsaw',
  'Nairobi',
];

/** A small seeded PRNG (mulberry32): the same rows on the server and in the browser. */
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(20240611);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

export const employees: Employee[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  name: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${pick(LAST_NAMES)}`,
  department: pick(DEPARTMENTS),
  city: pick(CITIES),
  salary: Math.round((42000 + random() * 98000) / 500) * 500,
  startDate: new Date(
    2014 + Math.floor(random() * 11),
    Math.floor(random() * 12),
    1 + Math.floor(random() * 28),
  ),
  remote: random() > 0.6,
}));

export const salaryFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const dateFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
