import * as React from 'react';
import Box from '@mui/material/Box';
import { Theme, ThemeProvider } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { Stock, stocks } from './stocks';

// Extend the surrounding theme, so light/dark mode and direction still apply.
const withGridDefaults = (outer: Theme): Theme => ({
  ...outer,
  mixins: {
    ...outer.mixins,
    // The background of the header row (and of pinned rows in the Pro grid).
    MuiDataGrid: {
      containerBackground: outer.palette.mode === 'dark' ? '#1a2027' : '#f3f6f9',
    },
  },
  components: {
    ...outer.components,
    MuiDataGrid: {
      defaultProps: {
        density: 'compact',
        disableRowSelectionOnClick: true,
      },
      styleOverrides: {
        root: {
          borderRadius: 0,
          borderLeft: 0,
          borderRight: 0,
        },
        columnHeaderTitle: {
          fontWeight: 700,
        },
        cell: {
          borderTopStyle: 'dashed',
        },
      },
    },
  },
});

const columns: GridColDef<Stock>[] = [
  { field: 'ticker', headerName: 'Ticker', width: 90 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'sector', headerName: 'Sector', width: 150 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

export default function StyleTheme() {
  return (
    <ThemeProvider theme={withGridDefaults}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          aria-label="Stock quotes styled by the theme"
          rows={stocks}
          columns={columns}
          hideFooter
        />
      </Box>
    </ThemeProvider>
  );
}
