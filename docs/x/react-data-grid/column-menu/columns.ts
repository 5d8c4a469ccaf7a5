import { GridColDef } from '@mui/x-data-grid';
import { priceFormat, Stock, volumeFormat } from './stocks';

export const stockColumns: GridColDef<Stock>[] = [
  { field: 'ticker', headerName: 'Ticker', width: 90 },
  { field: 'company', headerName: 'Company', width: 200 },
  { field: 'sector', headerName: 'Sector', width: 150 },
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
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}%`,
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => volumeFormat.format(value),
  },
];
