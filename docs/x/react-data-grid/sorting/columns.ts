import { GridColDef } from '@mui/x-data-grid';
import { euro, formatDuration, formatTime, type Flight } from './flights';

/** The departures board's columns, shared by the demos on this page. */
export const flightColumns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 95 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'airline', headerName: 'Airline', flex: 1, minWidth: 120 },
  {
    field: 'departure',
    headerName: 'Departs',
    type: 'dateTime',
    width: 95,
    valueFormatter: (value: Date) => formatTime(value),
  },
  {
    field: 'duration',
    headerName: 'Duration',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatDuration(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'fare',
    headerName: 'Fare',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => euro.format(value),
  },
];
