import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { cities } from './cities';
import { cityColumns } from './columns';

export default function PaginationBasic() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <DataGrid
        aria-label="Cities, five per page"
        rows={cities}
        columns={cityColumns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10, 25]}
        density="compact"
      />
    </Box>
  );
}
