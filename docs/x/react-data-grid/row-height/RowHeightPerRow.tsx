import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowHeightParams } from '@mui/x-data-grid';
import { tickets, type Ticket } from './tickets';

const columns: GridColDef<Ticket>[] = [
  {
    field: 'id',
    headerName: 'Ticket',
    width: 90,
    valueFormatter: (value: number) => `#${value}`,
  },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 240 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'priority', headerName: 'Priority', width: 110 },
];

/** Urgent and high-priority tickets get taller rows, the rest keep the density's height. */
function getRowHeight({ model, densityFactor }: GridRowHeightParams) {
  const ticket = model as Ticket;
  if (ticket.priority === 'Urgent') {
    return 72 * densityFactor;
  }
  if (ticket.priority === 'High') {
    return 60 * densityFactor;
  }
  return null;
}

export default function RowHeightPerRow() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Support tickets, urgent ones taller"
        rows={tickets}
        columns={columns}
        getRowHeight={getRowHeight}
        hideFooter
      />
    </Box>
  );
}
