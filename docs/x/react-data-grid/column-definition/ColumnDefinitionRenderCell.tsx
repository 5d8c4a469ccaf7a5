import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { currency, Order, OrderStatus, orders } from './data';

const statusColor: Record<OrderStatus, 'default' | 'info' | 'success' | 'error'> = {
  Pending: 'default',
  Shipped: 'info',
  Delivered: 'success',
  Cancelled: 'error',
};

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'product', headerName: 'Product', width: 170 },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    renderCell: (params) => (
      <Chip
        size="small"
        variant="outlined"
        label={params.value}
        color={statusColor[params.value as OrderStatus]}
      />
    ),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.quantity * row.unitPrice * (1 - row.discount),
    valueFormatter: (value: number) => currency.format(value),
    cellClassName: (params) =>
      (params.value as number) >= 200 ? 'large-order' : '',
  },
];

export default function ColumnDefinitionRenderCell() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .large-order': { fontWeight: 'fontWeightBold', color: 'primary.main' },
      }}
    >
      <DataGrid
        aria-label="Orders with status chips"
        rows={orders}
        columns={columns}
      />
    </Box>
  );
}
