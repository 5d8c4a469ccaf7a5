import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { stockColumns } from './columns';
import { stocks } from './stocks';

export default function ColumnMenuHideItems() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        aria-label="Stock prices with a shorter column menu"
        rows={stocks}
        columns={stockColumns}
        slotProps={{
          columnMenu: {
            // `null` removes an item; displayOrder moves one.
            slots: { columnMenuColumnsItem: null },
            slotProps: { columnMenuFilterItem: { displayOrder: 0 } },
          },
        }}
      />
    </Box>
  );
}
