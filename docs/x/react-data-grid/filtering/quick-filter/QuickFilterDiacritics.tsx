import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import { City, cities } from './cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'airport', headerName: 'Airport', width: 100 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function QuickFilterDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['zurich'],
  });

  const handleToggle = (event: React.ChangeEvent<HTMLInputElement>) => {
    setIgnoreDiacritics(event.target.checked);
    // The prop alone doesn't re-run the filter: hand the grid a fresh model.
    setFilterModel((model) => ({ ...model }));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={handleToggle} />}
        label="ignoreDiacritics"
      />
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid
          aria-label="Cities searched with or without accents"
          rows={cities}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          slots={{ toolbar: SearchToolbar }}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Stack>
  );
}
