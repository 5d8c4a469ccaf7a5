import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridToolbarColumnsButton,
  GridToolbarContainer,
} from '@mui/x-data-grid';
import { flightColumns } from './columns';
import { Flight, flights } from './flights';

const columns: GridColDef<Flight>[] = flightColumns.map((column) =>
  column.field === 'flight' || column.field === 'departure'
    ? { ...column, hideable: false }
    : column,
);

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ColumnVisibilityHideable() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Departures whose flight and departure columns stay visible"
        rows={flights}
        columns={columns}
        slots={{ toolbar: ColumnsToolbar }}
        slotProps={{
          columnsManagement: {
            getTogglableColumns: (cols) =>
              cols.filter((col) => col.field !== 'status').map((col) => col.field),
          },
        }}
      />
    </Box>
  );
}
