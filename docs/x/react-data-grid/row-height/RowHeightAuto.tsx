import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { tickets, type Ticket } from './tickets';

const columns: GridColDef<Ticket>[] = [
  {
    field: 'id',
    headerName: 'Ticket',
    width: 80,
    valueFormatter: (value: number) => `#${value}`,
  },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 280 },
];

export default function RowHeightAuto() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        aria-label="Support tickets with their full message"
        rows={tickets}
        columns={columns}
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 80}
        hideFooter
        sx={{
          '& .MuiDataGrid-cell': {
            py: 1,
            whiteSpace: 'normal',
            lineHeight: 1.5,
            alignItems: 'flex-start',
          },
        }}
      />
    </Box>
  );
}
