import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { team, type TeamMember } from './team';

const nameColumns: GridColDef<TeamMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'office', headerName: 'Office', width: 110 },
];

const roleColumns: GridColDef<TeamMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 160 },
];

export default function LayoutPercentWidth() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 2,
        width: '100%',
      }}
    >
      <Box sx={{ height: 300, width: { xs: '100%', md: '40%' }, flexShrink: 0 }}>
        <DataGrid
          aria-label="Offices"
          rows={team}
          columns={nameColumns}
          density="compact"
          hideFooter
        />
      </Box>
      <Box sx={{ height: 300, flex: { md: 1 }, minWidth: 0 }}>
        <DataGrid
          aria-label="Roles"
          rows={team}
          columns={roleColumns}
          density="compact"
          hideFooter
        />
      </Box>
    </Box>
  );
}
