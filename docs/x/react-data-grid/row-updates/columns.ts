import { GridColDef } from '@mui/x-data-grid';
import { changeFormat, priceFormat, volumeFormat, type Stock } from './stocks';

export const stockColumns: GridColDef<Stock>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'exchange', headerName: 'Exchange', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => priceFormat.format(value),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => changeFormat.format(value),
    cellClassName: (params) =>
      params.value > 0 ? 'stock-up' : params.value < 0 ? 'stock-down' : '',
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => volumeFormat.format(value),
  },
];

/** Colours for rising and falling prices, from the theme so they work in both modes. */
export const stockGridSx = {
  '& .stock-up': { color: 'success.main' },
  '& .stock-down': { color: 'error.main' },
} as const;
