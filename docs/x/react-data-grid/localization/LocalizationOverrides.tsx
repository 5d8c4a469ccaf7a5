import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridLocaleText, GridToolbar } from '@mui/x-data-grid';
import { Booking, bookings } from './bookings';

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', width: 150 },
  { field: 'hotel', headerName: 'Hotel', width: 150 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euro.format(value),
  },
];

// Only the keys you list change; every other text keeps the default (or the locale's) wording.
const localeText: Partial<GridLocaleText> = {
  toolbarQuickFilterPlaceholder: 'Search guests or hotels…',
  toolbarDensity: 'Row spacing',
  noResultsOverlayLabel: 'No booking matches this search.',
  footerRowSelected: (count) =>
    count === 1 ? '1 booking selected' : `${count} bookings selected`,
  MuiTablePagination: {
    labelRowsPerPage: 'Bookings per page:',
    labelDisplayedRows: ({ from, to, count }) =>
      `Bookings ${from}–${to} of ${count}`,
  },
};

export default function LocalizationOverrides() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={bookings}
        columns={columns}
        aria-label="Bookings with custom wording"
        localeText={localeText}
        checkboxSelection
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
