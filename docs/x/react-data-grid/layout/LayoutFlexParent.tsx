import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { team, teamColumns } from './team';

export default function LayoutFlexParent() {
  return (
    <Paper
      variant="outlined"
      sx={{ height: 400, display: 'flex', flexDirection: 'column', p: 2 }}
    >
      <Typography id="layout-flex-title" variant="h6" component="h3">
        Engineering team
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {team.length} people across {new Set(team.map((m) => m.office)).size} offices
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          aria-labelledby="layout-flex-title"
          rows={team}
          columns={teamColumns}
          density="compact"
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25]}
        />
      </Box>
    </Paper>
  );
}
