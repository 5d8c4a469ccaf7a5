import { GridColDef } from '@mui/x-data-grid';
import { Flight } from './flights';

export const flightColumns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 150 },
  { field: 'from', headerName: 'From', width: 140 },
  { field: 'to', headerName: 'To', width: 140 },
  { field: 'departure', headerName: 'Departs', width: 90 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'aircraft', headerName: 'Aircraft', width: 150 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];
