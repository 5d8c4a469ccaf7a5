import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import StraightenIcon from '@mui/icons-material/StraightenOutlined';
import CakeIcon from '@mui/icons-material/CakeOutlined';
import { DataGrid, GridColDef, GridColumnHeaderParams } from '@mui/x-data-grid';
import { cities, City, integer } from './cities';

function HeaderWithUnit(props: {
  params: GridColumnHeaderParams<City>;
  unit: string;
  icon: React.ReactNode;
}) {
  const { params, unit, icon } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ display: 'flex', color: 'text.secondary' }}
      >
        {icon}
      </Box>
      <Typography variant="body2" component="span" sx={{ fontWeight: 500 }} noWrap>
        {params.colDef.headerName}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary">
        {unit}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'country', headerName: 'Country', width: 150 },
  {
    field: 'population',
    headerName: 'Population',
    type: 'number',
    width: 180,
    valueFormatter: (value: number) => integer.format(value),
    renderHeader: (params) => (
      <HeaderWithUnit
        params={params}
        unit="people"
        icon={<GroupsIcon fontSize="small" />}
      />
    ),
  },
  {
    field: 'areaKm2',
    headerName: 'Area',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => integer.format(value),
    renderHeader: (params) => (
      <HeaderWithUnit
        params={params}
        unit="km²"
        icon={<StraightenIcon fontSize="small" />}
      />
    ),
  },
  {
    field: 'medianAge',
    headerName: 'Median age',
    type: 'number',
    width: 170,
    renderHeader: (params) => (
      <HeaderWithUnit
        params={params}
        unit="years"
        icon={<CakeIcon fontSize="small" />}
      />
    ),
  },
];

export default function ColumnHeaderRender() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        aria-label="City statistics with units in the headers"
        rows={cities}
        columns={columns}
      />
    </Box>
  );
}
