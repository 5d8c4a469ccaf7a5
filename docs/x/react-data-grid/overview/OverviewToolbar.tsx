import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { orderColumns } from './columns';
import { orders } from './orders';

export default function OverviewToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Orders with toolbar"
        rows={orders}
        columns={orderColumns}
        density="compact"
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          pagination: { paginationModel: { pageSize: 25 } },
          columns: { columnVisibilityModel: { city: false } },
        }}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
