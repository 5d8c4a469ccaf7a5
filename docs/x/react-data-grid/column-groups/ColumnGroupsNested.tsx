import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';
import { RegionSales, sales, thousands } from './sales';

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
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
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.q1 + row.q2 + row.q3 + row.q4,
    valueFormatter: thousands,
  },
  {
    field: 'target',
    headerName: 'Target',
    type: 'number',
    width: 100,
    valueFormatter: thousands,
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'year',
    headerName: '2024',
    headerAlign: 'center',
    children: [
      {
        groupId: 'h1',
        headerName: 'First half',
        headerAlign: 'center',
        children: [{ field: 'q1' }, { field: 'q2' }],
      },
      {
        groupId: 'h2',
        headerName: 'Second half',
        headerAlign: 'center',
        children: [{ field: 'q3' }, { field: 'q4' }],
      },
      { field: 'total' },
    ],
  },
];

export default function ColumnGroupsNested() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        aria-label="Revenue by half-year and quarter"
        rows={sales}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnHeaderHeight={44}
        showColumnVerticalBorder
      />
    </Box>
  );
}
