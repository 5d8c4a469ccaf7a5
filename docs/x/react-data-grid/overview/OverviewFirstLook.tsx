import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { orderColumns } from './columns';
import { orders } from './orders';

export default function OverviewFirstLook() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Coffee equipment orders"
        rows={orders}
        columns={orderColumns}
        checkboxSelection
        initialState={{
          sorting: { sortModel: [{ field: 'placed', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}
