import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { team, teamColumns } from './team';

export default function LayoutFixedHeight() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        aria-label="Team directory in a 320 pixel box"
        rows={team}
        columns={teamColumns}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25]}
      />
    </Box>
  );
}
