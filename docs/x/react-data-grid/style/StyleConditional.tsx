import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import { Stock, signed, stocks } from './stocks';

const trend = (value: number) =>
  value > 0 ? 'quote--up' : value < 0 ? 'quote--down' : '';

const columns: GridColDef<Stock>[] = [
  { field: 'ticker', headerName: 'Ticker', width: 90 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => signed(value),
    cellClassName: (params) => trend(params.value as number),
  },
  {
    field: 'changePercent',
    headerName: 'Change %',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${signed(value)} %`,
    cellClassName: (params) => trend(params.value as number),
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toLocaleString('en-US'),
  },
];

export default function StyleConditional() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Stock quotes with gains and losses highlighted"
        rows={stocks}
        columns={columns}
        hideFooter
        getRowClassName={(params) =>
          params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd'
        }
        getCellClassName={(params) =>
          params.field === 'volume' &&
          typeof params.value === 'number' &&
          params.value > 5000000
            ? 'volume--heavy'
            : ''
        }
        sx={(theme) => ({
          [`& .${gridClasses.row}.row--odd`]: {
            bgcolor: 'action.hover',
          },
          // error.dark / success.dark on light backgrounds, the light shades on dark
          // ones: both pairs keep a 4.5:1 contrast for small text.
          '& .quote--down': {
            color: theme.palette.mode === 'dark' ? 'error.light' : 'error.dark',
            fontWeight: 600,
          },
          '& .quote--up': {
            color: theme.palette.mode === 'dark' ? 'success.light' : 'success.dark',
            fontWeight: 600,
          },
          '& .volume--heavy': {
            fontWeight: 700,
          },
        })}
      />
    </Box>
  );
}
