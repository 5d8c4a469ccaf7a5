import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import { Stock, stocks } from './stocks';

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

export default function StyleSx() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Stock quotes styled with the sx prop"
        rows={stocks}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          borderRadius: 3,
          borderColor: 'primary.main',
          // The header row's background. Keep it opaque: rows scroll under it.
          '--DataGrid-containerBackground':
            theme.palette.mode === 'dark'
              ? theme.palette.grey[900]
              : theme.palette.grey[100],
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: '0.05em',
            fontSize: '0.75rem',
          },
          [`& .${gridClasses.cell}[data-field="ticker"]`]: {
            fontFamily: 'monospace',
            fontWeight: 700,
          },
          [`& .${gridClasses.row}:hover`]: {
            bgcolor: 'action.hover',
          },
        })}
      />
    </Box>
  );
}
