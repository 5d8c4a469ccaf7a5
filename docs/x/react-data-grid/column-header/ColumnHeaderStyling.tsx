import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { cities, City, integer } from './cities';

const columns: GridColDef<City>[] = [
  {
    field: 'city',
    headerName: 'City',
    width: 140,
    headerClassName: 'header-place',
  },
  {
    field: 'country',
    headerName: 'Country',
    width: 150,
    headerClassName: 'header-place',
  },
  {
    field: 'population',
    headerName: 'Population',
    type: 'number',
    width: 130,
    headerAlign: 'center',
    headerClassName: 'header-figure',
    valueFormatter: (value: number) => integer.format(value),
  },
  {
    field: 'medianAge',
    headerName: 'Median age',
    type: 'number',
    width: 120,
    headerAlign: 'center',
    align: 'center',
    headerClassName: 'header-figure',
  },
];

export default function ColumnHeaderStyling() {
  return (
    <Box
      sx={(theme) => ({
        height: 360,
        width: '100%',
        '& .header-place': {
          backgroundColor: alpha(theme.palette.primary.main, 0.12),
        },
        '& .header-figure': {
          backgroundColor: alpha(theme.palette.secondary.main, 0.12),
        },
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 'bold' },
      })}
    >
      <DataGrid
        aria-label="City figures with styled headers"
        rows={cities}
        columns={columns}
        columnHeaderHeight={44}
      />
    </Box>
  );
}
