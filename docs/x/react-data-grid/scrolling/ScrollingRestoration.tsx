import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridInitialState,
  useGridApiRef,
} from '@mui/x-data-grid';
import { departureColumns } from './columns';
import { Departure, departures, formatDeparture } from './flights';

const firstVisit: GridInitialState = {
  pagination: { paginationModel: { page: 0, pageSize: 100 } },
};

export default function ScrollingRestoration() {
  const apiRef = useGridApiRef();
  const [openFlight, setOpenFlight] = React.useState<Departure | null>(null);
  // Where the reader was: sorting, filters, page and scroll offsets.
  const savedState = React.useRef<GridInitialState>(firstVisit);

  const openDetails = React.useCallback(
    (flight: Departure) => {
      savedState.current = {
        ...apiRef.current.exportState(),
        scroll: apiRef.current.getScrollPosition(),
      };
      setOpenFlight(flight);
    },
    [apiRef],
  );

  const columns = React.useMemo<GridColDef<Departure>[]>(
    () => [
      {
        field: 'details',
        type: 'actions',
        headerName: 'Details',
        width: 80,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="details"
            icon={<InfoOutlined />}
            label={`Details of ${row.flight}`}
            onClick={() => openDetails(row)}
          />,
        ],
      },
      ...departureColumns,
    ],
    [openDetails],
  );

  if (openFlight) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: 2, height: 360, width: '100%', boxSizing: 'border-box' }}
      >
        <Typography variant="h6" component="p">
          {openFlight.flight} to {openFlight.destination}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Departs {formatDeparture(openFlight.departure)} UTC from gate{' '}
          {openFlight.gate}.
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
          Aircraft {openFlight.aircraft} · {openFlight.status}
        </Typography>
        <Button
          sx={{ mt: 2 }}
          variant="contained"
          onClick={() => setOpenFlight(null)}
        >
          Back to departures
        </Button>
      </Paper>
    );
  }

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={departures}
        columns={columns}
        aria-label="Departures this week, with details per flight"
        initialState={savedState.current}
        pageSizeOptions={[25, 50, 100]}
        density="compact"
      />
    </Box>
  );
}
