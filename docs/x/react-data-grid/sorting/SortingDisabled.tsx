import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { flightColumns } from './columns';
import { flights, type Flight } from './flights';

// Sorting by airline name says little here, so that column alone is not sortable.
const columns: GridColDef<Flight>[] = flightColumns.map((column) =>
  column.field === 'airline' ? { ...column, sortable: false } : column,
);

export default function SortingDisabled() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="Disable sorting on every column"
      />
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          aria-label="Departures with sorting restrictions"
          rows={flights}
          columns={columns}
          disableColumnSorting={disabled}
          initialState={{
            sorting: { sortModel: [{ field: 'fare', sort: 'asc' }] },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
