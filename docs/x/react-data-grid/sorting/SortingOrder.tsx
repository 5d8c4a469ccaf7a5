import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { flightColumns } from './columns';
import { flights, type Flight } from './flights';

// Alphabetical columns keep the usual A → Z first; only the grid's default changes.
const columns: GridColDef<Flight>[] = flightColumns.map((column) =>
  column.field === 'destination' || column.field === 'airline'
    ? { ...column, sortingOrder: ['asc', 'desc'] }
    : column,
);

export default function SortingOrder() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Departures, highest values sorted first"
        rows={flights}
        columns={columns}
        sortingOrder={['desc', 'asc']}
        hideFooter
      />
    </Box>
  );
}
