import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { orderColumns } from './columns';
import { orders } from './orders';

export default function RowSelectionCheckbox() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Orders, select with checkboxes"
        rows={orders}
        columns={orderColumns}
        checkboxSelection
        hideFooterPagination
      />
    </Box>
  );
}
