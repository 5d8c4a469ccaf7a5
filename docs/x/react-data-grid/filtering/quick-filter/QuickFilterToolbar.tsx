import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
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

export default function QuickFilterToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Cities with a quick filter"
        rows={cities}
        columns={columns}
        disableColumnFilter
        disableColumnSelector
        disableDensitySelector
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            showQuickFilter: true,
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </Box>
  );
}
