import { GridColDef } from '@mui/x-data-grid';
import { populationFormat, type City } from './cities';

export const cityColumns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'continent', headerName: 'Continent', width: 140 },
  {
    field: 'population',
    headerName: 'Population',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => populationFormat.format(value),
  },
];
