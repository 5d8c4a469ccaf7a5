import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridLogicOperator,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import { City, cities, populationFormatter } from './cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'population',
    headerName: 'Population',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => populationFormatter.format(value),
  },
  { field: 'airport', headerName: 'Airport', width: 100 },
];

// "New York, Los Angeles" is two search terms, not four words.
const parseCommaList = (input: string) =>
  input
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');

function CommaSearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter
        quickFilterParser={parseCommaList}
        quickFilterFormatter={(values) => values.join(', ')}
        placeholder="Countries or cities, comma separated"
        sx={{ width: 320, maxWidth: '100%' }}
      />
    </GridToolbarContainer>
  );
}

export default function QuickFilterParser() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Cities matching any of several search terms"
        rows={cities}
        columns={columns}
        slots={{ toolbar: CommaSearchToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['Canada', 'Norway'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </Box>
  );
}
