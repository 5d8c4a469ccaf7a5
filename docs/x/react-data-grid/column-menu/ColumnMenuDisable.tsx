import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { stockColumns } from './columns';
import { Stock, stocks } from './stocks';

// The ticker and company identify a row: no menu for them.
const columns: GridColDef<Stock>[] = stockColumns.map((column) =>
  column.field === 'ticker' || column.field === 'company'
    ? { ...column, disableColumnMenu: true }
    : column,
);

export default function ColumnMenuDisable() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        aria-label="Stock prices, some columns without a menu"
        rows={stocks}
        columns={columns}
      />
    </Box>
  );
}
