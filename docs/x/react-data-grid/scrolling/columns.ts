import { GridColDef } from '@mui/x-data-grid';
import { Departure, formatDeparture } from './flights';

export const departureColumns: GridColDef<Departure>[] = [
  { field: 'id', headerName: 'No.', type: 'number', width: 70 },
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 150,
    valueFormatter: (value: Date) => formatDeparture(value),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'aircraft', headerName: 'Aircraft', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];
