import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import { Departure, departureColumns, departures } from './departures';

function NoDeparturesOverlay() {
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 2 }}>
        <FlightTakeoffIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
        <Typography variant="subtitle1" component="p">
          No departures scheduled
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The next flights are published at 05:00.
        </Typography>
      </Stack>
    </GridOverlay>
  );
}

export default function OverlaysNoRows() {
  const [rows, setRows] = React.useState<Departure[]>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        onClick={() => setRows(rows.length ? [] : departures)}
      >
        {rows.length ? 'Clear the board' : 'Publish departures'}
      </Button>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          aria-label="Departures board"
          rows={rows}
          columns={departureColumns}
          slots={{ noRowsOverlay: NoDeparturesOverlay }}
        />
      </Box>
    </Stack>
  );
}
