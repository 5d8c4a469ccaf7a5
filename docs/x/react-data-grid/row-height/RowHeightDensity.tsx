import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  GridColDef,
  GridDensity,
  GridToolbarContainer,
  GridToolbarDensitySelector,
} from '@mui/x-data-grid';
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

function DensityToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

export default function RowHeightDensity() {
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        aria-label="Density"
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => {
          if (value) {
            setDensity(value);
          }
        }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          aria-label="Support tickets with adjustable density"
          rows={tickets}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          slots={{ toolbar: DensityToolbar }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
