import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColTypeDef } from '@mui/x-data-grid';
import { Course, courses } from './courses';

const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

// A reusable "US dollars" column type: spread it into any column definition.
const usd: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => usdFormat.format(value),
  cellClassName: (params) => ((params.value as number) < 0 ? 'negative' : ''),
};

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', width: 230 },
  { field: 'price', headerName: 'Price', ...usd, width: 90 },
  { field: 'productionCost', headerName: 'Production cost', ...usd, width: 140 },
  {
    field: 'profit',
    headerName: 'Profit (50 sales)',
    ...usd,
    width: 150,
    valueGetter: (_value, row) => row.price * 50 - row.productionCost,
  },
];

export default function CustomColumnsColType() {
  return (
    <Box sx={{ height: 360, width: '100%', '& .negative': { color: 'error.main' } }}>
      <DataGrid
        aria-label="Course finances in US dollars"
        rows={courses}
        columns={columns}
      />
    </Box>
  );
}
