import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { orders } from './data';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'city', headerName: 'Ship to', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

export default function ColumnDefinitionBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        aria-label="Coffee equipment orders"
        rows={orders}
        columns={columns}
      />
    </Box>
  );
}
