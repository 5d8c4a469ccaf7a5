import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
} from '@mui/x-data-grid';
import { flightColumns } from './columns';
import { flights } from './flights';

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ColumnVisibilityInitialState() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Departures with some columns hidden at first"
        rows={flights}
        columns={flightColumns}
        slots={{ toolbar: ColumnsToolbar }}
        initialState={{
          columns: {
            columnVisibilityModel: { airline: false, aircraft: false, seats: false },
          },
        }}
      />
    </Box>
  );
}
