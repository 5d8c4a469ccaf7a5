import type { GridColDef } from '@mui/x-data-grid';

export interface Flight {
  id: string;
  airline: string;
  destination: string;
  departure: string;
  gate: string;
  status: 'On time' | 'Boarding' | 'Delayed' | 'Cancelled';
  seatsLeft: number;
}

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const airlines: [string, string][] = [
  ['Aer Lingus', 'EI'],
  ['KLM', 'KL'],
  ['Lufthansa', 'LH'],
  ['TAP Air Portugal', 'TP'],
  ['Iberia', 'IB'],
  ['SAS', 'SK'],
];

const destinations = [
  'Amsterdam',
  'Barcelona',
  'Copenhagen',
  'Dublin',
  'Frankfurt',
  'Lisbon',
  'Madrid',
  'Munich',
  'Oslo',
  'Porto',
  'Reykjavík',
  'Vienna',
];

const statuses: Flight['status'][] = [
  'On time',
  'On time',
  'On time',
  'Boarding',
  'Delayed',
  'Cancelled',
];

function buildFlights(count: number): Flight[] {
  const random = mulberry32(9001);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, index) => {
    const [airline, code] = pick(airlines);
    const minutes = 6 * 60 + index * 20 + Math.floor(random() * 15);
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    return {
      id: `${code} ${100 + Math.floor(random() * 900)}`,
      airline,
      destination: pick(destinations),
      departure: `${hh}:${mm}`,
      gate: `${pick(['A', 'B', 'C'])}${1 + Math.floor(random() * 24)}`,
      status: pick(statuses),
      seatsLeft: Math.floor(random() * 40),
    };
  });
}

export const flights = buildFlights(40);

export const flightColumns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'airline', headerName: 'Airline', width: 150 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['On time', 'Boarding', 'Delayed', 'Cancelled'],
    width: 120,
  },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 110 },
];
