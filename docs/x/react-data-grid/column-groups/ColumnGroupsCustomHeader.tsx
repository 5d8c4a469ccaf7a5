import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import {
  DataGrid,
  GridColDef,
  GridColumnGroupHeaderParams,
  GridColumnGroupingModel,
} from '@mui/x-data-grid';
import { RegionSales, sales, thousands } from './sales';

function GroupHeader(
  props: GridColumnGroupHeaderParams & { icon: React.ReactNode },
) {
  const { icon, headerName, fields } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" aria-hidden sx={{ display: 'flex' }}>
        {icon}
      </Box>
      <Typography variant="body2" component="span" sx={{ fontWeight: 'bold' }}>
        {headerName}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary">
        ({fields.length} columns)
      </Typography>
    </Box>
  );
}

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
    headerName: 'Team',
    headerClassName: 'group-team',
    renderHeaderGroup: (params) => (
      <GroupHeader {...params} icon={<PeopleIcon fontSize="small" />} />
    ),
    children: [{ field: 'region' }, { field: 'manager' }],
  },
  {
    groupId: 'revenue',
    headerName: 'Revenue',
    headerClassName: 'group-revenue',
    renderHeaderGroup: (params) => (
      <GroupHeader {...params} icon={<ShowChartIcon fontSize="small" />} />
    ),
    children: [{ field: 'q1' }, { field: 'q2' }, { field: 'q3' }, { field: 'q4' }],
  },
];

export default function ColumnGroupsCustomHeader() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        '& .group-team': {
          backgroundColor: alpha(theme.palette.info.main, 0.12),
        },
        '& .group-revenue': {
          backgroundColor: alpha(theme.palette.success.main, 0.12),
        },
      })}
    >
      <DataGrid
        aria-label="Regional revenue with styled group headers"
        rows={sales}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={48}
        showColumnVerticalBorder
      />
    </Box>
  );
}
