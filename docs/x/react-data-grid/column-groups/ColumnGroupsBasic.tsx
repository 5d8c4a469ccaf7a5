import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';
import { RegionSales, sales, thousands } from './sales';

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'manager', headerName: 'Manager', width: 160 },
  {
    field: 'q1',
    headerName: 'Q1',
    type: 'number',
    width: 90,
    valueFormatter: thousands,
  },
  {
    field: 'q2',
    headerName: 'Q2',
    type: 'number',
    width: 90,
    valueFormatter: thousands,
  },
  {
    field: 'q3',
    headerName: 'Q3',
    type: 'number',
    width: 90,
    valueFormatter: thousands,
  },
  {
    field: 'q4',
    headerName: 'Q4',
    type: 'number',
    width: 90,
    valueFormatter: thousands,
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'team',
    headerName: 'Sales team',
    children: [{ field: 'region' }, { field: 'manager' }],
  },
  {
    groupId: 'revenue',
    headerName: 'Revenue 2024',
    description: 'Invoiced revenue in thousands of euros.',
    headerAlign: 'center',
    children: [{ field: 'q1' }, { field: 'q2' }, { field: 'q3' }, { field: 'q4' }],
  },
];

export default function ColumnGroupsBasic() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Quarterly revenue by region"
        rows={sales}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
      />
    </Box>
  );
}
