import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { flightColumns } from './columns';
import { flights } from './flights';

export default function SortingBasic() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Departures, click a header to sort"
        rows={flights}
        columns={flightColumns}
        hideFooter
      />
    </Box>
  );
}
