import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { currency, Order, orders } from './data';

const columns: GridColDef<Order>[] = [
  {
    field: 'customer',
    headerName: 'Customer',
    width: 160,
    valueGetter: (_value, row) => `${row.customerFirstName} ${row.customerLastName}`,
  },
  {
    field: 'city',
    headerName: 'Ship to',
    width: 130,
    editable: true,
    valueParser: (value: string | undefined) =>
      (value ?? '')
        .split(' ')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' '),
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.quantity * row.unitPrice * (1 - row.discount),
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function ColumnDefinitionValues() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        aria-label="Order totals computed from price, quantity and discount"
        rows={orders}
        columns={columns}
      />
    </Box>
  );
}
