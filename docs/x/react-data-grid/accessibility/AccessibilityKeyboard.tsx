import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { ticketColumns } from './columns';
import { tickets } from './tickets';

export default function AccessibilityKeyboard() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={ticketColumns}
        aria-label="Open support tickets"
        checkboxSelection
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
