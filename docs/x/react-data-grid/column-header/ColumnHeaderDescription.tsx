import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { cities, City, integer } from './cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', width: 130 },
  {
    field: 'population',
    headerName: 'Population',
    description:
      'Residents within the city limits, not the wider metropolitan area.',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => integer.format(value),
  },
  {
    field: 'density',
    headerName: 'Density (people per km²)',
    description: 'Population divided by land area.',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.population / row.areaKm2,
    valueFormatter: (value: number) => integer.format(value),
  },
  {
    field: 'growth',
    headerName: 'Growth',
    description:
      'Average yearly population change over the last five years, in percent.',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`,
  },
];

export default function ColumnHeaderDescription() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid aria-label="City populations" rows={cities} columns={columns} />
    </Box>
  );
}
