import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { Booking, bookings } from './bookings';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const date = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

// Column headers and cell formats are yours to translate: the locale only covers the grid's own texts.
const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Gast', width: 150 },
  { field: 'hotel', headerName: 'Hotel', width: 150 },
  {
    field: 'checkIn',
    headerName: 'Anreise',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => date.format(value),
  },
  { field: 'nights', headerName: 'Nächte', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Betrag',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euro.format(value),
  },
];

// Extends the surrounding theme, so the grid keeps the page's colors and light or dark mode.
// The site's theme uses CSS variables, which `createTheme(outerTheme, deDE)` rejects, so the
// locale's default props are merged into its `components` instead.
const withGerman = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: { ...outerTheme.components, ...deDE.components },
});

export default function LocalizationTheme() {
  return (
    <ThemeProvider theme={withGerman}>
      <Box sx={{ height: 400, width: '100%' }} lang="de">
        <DataGrid
          rows={bookings}
          columns={columns}
          aria-label="Buchungen"
          checkboxSelection
          slots={{ toolbar: GridToolbar }}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 10 } },
          }}
          pageSizeOptions={[5, 10, 25]}
        />
      </Box>
    </ThemeProvider>
  );
}
