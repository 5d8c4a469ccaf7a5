import type { GridColDef } from '@mui/x-data-grid';

export interface Departure {
  id: string;
  flight: string;
  destination: string;
  time: string;
  gate: string;
  status: string;
}

export const departures: Departure[] = [
  {
    id: 'LH2471',
    flight: 'LH 2471',
    destination: 'Munich',
    time: '07:05',
    gate: 'A12',
    status: 'Boarding',
  },
  {
    id: 'BA0817',
    flight: 'BA 817',
    destination: 'London Heathrow',
    time: '07:20',
    gate: 'B04',
    status: 'On time',
  },
  {
    id: 'KL1776',
    flight: 'KL 1776',
    destination: 'Amsterdam',
    time: '07:45',
    gate: 'A03',
    status: 'Delayed 25 min',
  },
  {
    id: 'AF1519',
    flight: 'AF 1519',
    destination: 'Paris Charles de Gaulle',
    time: '08:10',
    gate: 'C21',
    status: 'On time',
  },
  {
    id: 'IB3203',
    flight: 'IB 3203',
    destination: 'Madrid',
    time: '08:35',
    gate: 'B11',
    status: 'On time',
  },
  {
    id: 'SK0636',
    flight: 'SK 636',
    destination: 'Copenhagen',
    time: '09:00',
    gate: 'A07',
    status: 'Cancelled',
  },
  {
    id: 'LX0353',
    flight: 'LX 353',
    destination: 'Zurich',
    time: '09:25',
    gate: 'C02',
    status: 'On time',
  },
  {
    id: 'TP0579',
    flight: 'TP 579',
    destination: 'Lisbon',
    time: '09:50',
    gate: 'B15',
    status: 'Delayed 10 min',
  },
  {
    id: 'OS0412',
    flight: 'OS 412',
    destination: 'Vienna',
    time: '10:15',
    gate: 'A09',
    status: 'On time',
  },
  {
    id: 'AZ0611',
    flight: 'AZ 611',
    destination: 'Rome Fiumicino',
    time: '10:40',
    gate: 'C14',
    status: 'On time',
  },
];

export const departureColumns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 180 },
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 140 },
];
