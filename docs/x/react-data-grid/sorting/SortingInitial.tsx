import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { flightColumns } from './columns';
import { flights } from './flights';

export default function SortingInitial() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Departures sorted by departure time"
        rows={flights}
        columns={flightColumns}
        initialState={{
          sorting: { sortModel: [{ field: 'departure', sort: 'asc' }] },
        }}
        hideFooter
      />
    </Box>
  );
}
