import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridRowParams } from '@mui/x-data-grid';
import { orderColumns } from './columns';
import { orders, type Order } from './orders';

// Shipped orders are done: they can't be picked for another shipping run.
const isRowSelectable = (params: GridRowParams<Order>) =>
  params.row.status !== 'Shipped';

export default function RowSelectionRules() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Orders, shipped ones can't be selected"
        rows={orders}
        columns={orderColumns}
        checkboxSelection
        isRowSelectable={isRowSelectable}
        disableRowSelectionOnClick
        hideFooterPagination
      />
    </Box>
  );
}
