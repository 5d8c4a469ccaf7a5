/** A week of departures from one airport, generated from a fixed seed. */
export interface Departure {
  id: number;
  flight: string;
  destination: string;
  departure: Date;
  gate: string;
  aircraft: string;
  status: 'On time' | 'Boarding' | 'Delayed' | 'Cancelled';
}

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const airlines = ['LH', 'KL', 'AF', 'BA', 'IB', 'SK', 'AY', 'LX', 'OS', 'TP'];
const destinations = [
  'Amsterdam',
  'Athens',
  'Barcelona',
  'Berlin',
  'Copenhagen',
  'Dublin',
  'Helsinki',
  'Istanbul',
  'Lisbon',
  'London',
  'Madrid',
  'Milan',
  'Oslo',
  'Paris',
  'Prague',
  'Reykjavik',
  'Rome',
  'Stockholm',
  'Vienna',
  'Warsaw',
  'Zurich',
];
const aircraft = ['A320neo', 'A321', 'A220-300', 'B737-800', 'E195-E2', 'A319'];

export function createDepartures(count: number): Departure[] {
  const random = mulberry32(2024);
  const start = Date.UTC(2024, 5, 3, 5, 0);
  const departures: Departure[] = [];
  for (let index = 0; index < count; index += 1) {
    const roll = random();
    departures.push({
      id: index + 1,
      flight: `${airlines[Math.floor(random() * airlines.length)]} ${100 + Math.floor(random() * 8900)}`,
      destination: destinations[Math.floor(random() * destinations.length)],
      // Roughly one departure every 20 minutes across the week.
      departure: new Date(start + index * 20 * 60 * 1000),
      gate: `${'ABCD'[Math.floor(random() * 4)]}${1 + Math.floor(random() * 40)}`,
      aircraft: aircraft[Math.floor(random() * aircraft.length)],
      status:
        roll < 0.7
          ? 'On time'
          : roll < 0.8
            ? 'Boarding'
            : roll < 0.96
              ? 'Delayed'
              : 'Cancelled',
    });
  }
  return departures;
}

export const departures = createDepartures(500);

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export const formatDeparture = (value: Date) => timeFormat.format(value);
