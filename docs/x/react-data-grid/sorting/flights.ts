export type FlightStatus = 'Boarding' | 'On time' | 'Delayed' | 'Cancelled';

export interface Flight {
  id: string;
  destination: string;
  airline: string;
  departure: Date;
  duration: number;
  status: FlightStatus;
  gate: string;
  fare: number;
}

/** Departures from Amsterdam on 14 March 2025, times in UTC. */
const at = (hours: number, minutes: number) =>
  new Date(Date.UTC(2025, 2, 14, hours, minutes));

export const flights: Flight[] = [
  {
    id: 'KL1001',
    destination: 'London',
    airline: 'KLM',
    departure: at(7, 10),
    duration: 75,
    status: 'Boarding',
    gate: 'D4',
    fare: 129,
  },
  {
    id: 'LH2305',
    destination: 'Munich',
    airline: 'Lufthansa',
    departure: at(8, 45),
    duration: 85,
    status: 'On time',
    gate: 'B12',
    fare: 164,
  },
  {
    id: 'IB3721',
    destination: 'Madrid',
    airline: 'Iberia',
    departure: at(7, 55),
    duration: 150,
    status: 'Delayed',
    gate: 'C7',
    fare: 98,
  },
  {
    id: 'SK822',
    destination: 'Copenhagen',
    airline: 'SAS',
    departure: at(9, 20),
    duration: 80,
    status: 'On time',
    gate: 'B3',
    fare: 142,
  },
  {
    id: 'AZ107',
    destination: 'Rome',
    airline: 'ITA Airways',
    departure: at(10, 5),
    duration: 145,
    status: 'Cancelled',
    gate: 'C14',
    fare: 187,
  },
  {
    id: 'TP669',
    destination: 'Lisbon',
    airline: 'TAP',
    departure: at(6, 40),
    duration: 170,
    status: 'Delayed',
    gate: 'D9',
    fare: 115,
  },
  {
    id: 'LO268',
    destination: 'Warsaw',
    airline: 'LOT',
    departure: at(11, 30),
    duration: 120,
    status: 'On time',
    gate: 'B7',
    fare: 89,
  },
  {
    id: 'OS372',
    destination: 'Vienna',
    airline: 'Austrian',
    departure: at(8, 15),
    duration: 110,
    status: 'Boarding',
    gate: 'D2',
    fare: 156,
  },
  {
    id: 'AY1302',
    destination: 'Helsinki',
    airline: 'Finnair',
    departure: at(12, 0),
    duration: 140,
    status: 'On time',
    gate: 'C2',
    fare: 173,
  },
  {
    id: 'EI605',
    destination: 'Dublin',
    airline: 'Aer Lingus',
    departure: at(9, 50),
    duration: 95,
    status: 'Delayed',
    gate: 'D11',
    fare: 104,
  },
];

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export const formatTime = (value: Date) => timeFormat.format(value);

export const formatDuration = (minutes: number) =>
  `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

export const euro = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
