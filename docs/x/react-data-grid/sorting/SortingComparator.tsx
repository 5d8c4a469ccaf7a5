import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridComparatorFn } from '@mui/x-data-grid';
import { flightColumns } from './columns';
import { flights, type Flight, type FlightStatus } from './flights';

/** The order a passenger cares about: flights still to catch first. */
const statusRank: Record<FlightStatus, number> = {
  Boarding: 0,
  Delayed: 1,
  'On time': 2,
  Cancelled: 3,
};

const statusComparator: GridComparatorFn<FlightStatus> = (a, b) =>
  statusRank[a] - statusRank[b];

/** Gates sort by pier letter, then by number: B3 before B12. */
const gateComparator: GridComparatorFn<string> = (a, b) =>
  a.localeCompare(b, 'en', { numeric: true });

const columns: GridColDef<Flight>[] = [
  ...flightColumns.filter((column) => column.field !== 'status'),
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    sortComparator: statusComparator,
  },
  {
    field: 'gate',
    headerName: 'Gate',
    width: 80,
    sortComparator: gateComparator,
  },
];

export default function SortingComparator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Departures with custom status and gate sorting"
        rows={flights}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'status', sort: 'asc' }] },
        }}
        hideFooter
      />
    </Box>
  );
}
