import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridOverlay,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  useGridApiContext,
} from '@mui/x-data-grid';
import { departureColumns, departures } from './departures';

function NoMatchingFlightsOverlay() {
  const apiRef = useGridApiContext();

  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 2 }}>
        <Typography variant="subtitle1" component="p">
          No flights match your search
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Try a city name or a flight number such as LH 2471.
        </Typography>
        <Button
          size="small"
          onClick={() => apiRef.current.setFilterModel({ items: [] })}
        >
          Clear search
        </Button>
      </Stack>
    </GridOverlay>
  );
}

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter placeholder="Search flights" />
    </GridToolbarContainer>
  );
}

export default function OverlaysNoResults() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        aria-label="Departures searched by destination or flight"
        rows={departures}
        columns={departureColumns}
        slots={{
          toolbar: SearchToolbar,
          noResultsOverlay: NoMatchingFlightsOverlay,
        }}
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['Oslo'] } },
        }}
      />
    </Box>
  );
}
