import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { cities } from './cities';
import { cityColumns } from './columns';

export default function PaginationAutoPageSize() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <DataGrid
        aria-label="Cities, as many per page as fit"
        rows={cities}
        columns={cityColumns}
        autoPageSize
        density="compact"
      />
    </Box>
  );
}
