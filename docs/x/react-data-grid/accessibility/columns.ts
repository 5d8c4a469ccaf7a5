import { GridColDef } from '@mui/x-data-grid';
import { formatOpened, Ticket } from './tickets';

export const ticketColumns: GridColDef<Ticket>[] = [
  {
    field: 'id',
    headerName: 'Ticket',
    width: 90,
    valueFormatter: (value: number) => `#${value}`,
  },
  { field: 'subject', headerName: 'Subject', width: 300 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Low', 'Normal', 'High', 'Urgent'],
    editable: true,
    width: 110,
  },
  { field: 'assignee', headerName: 'Assignee', width: 150, editable: true },
  {
    field: 'opened',
    headerName: 'Opened (UTC)',
    type: 'dateTime',
    width: 140,
    valueFormatter: (value: Date) => formatOpened(value),
  },
];
