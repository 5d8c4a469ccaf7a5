import { GridColDef } from '@mui/x-data-grid';
import { euro, type Order } from './orders';

export const orderColumns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euro.format(value),
  },
  { field: 'status', headerName: 'Status', width: 140 },
];
