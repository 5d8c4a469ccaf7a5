import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridPaginationModel } from '@mui/x-data-grid';
import { cities } from './cities';
import { cityColumns } from './columns';

export default function PaginationControlled() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 1,
    pageSize: 8,
  });

  const first = paginationModel.page * paginationModel.pageSize + 1;
  const last = Math.min(first + paginationModel.pageSize - 1, cities.length);
  const pageCount = Math.ceil(cities.length / paginationModel.pageSize);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          size="small"
          disabled={paginationModel.page === 0}
          onClick={() => setPaginationModel((model) => ({ ...model, page: 0 }))}
        >
          Back to the first page
        </Button>
        <Typography variant="body2" color="text.secondary">
          Page {paginationModel.page + 1} of {pageCount}: cities {first}–{last} of{' '}
          {cities.length}
        </Typography>
      </Stack>
      <Box sx={{ width: '100%', height: 400 }}>
        <DataGrid
          aria-label="Cities with a controlled page"
          rows={cities}
          columns={cityColumns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[8, 16, 24]}
          density="compact"
        />
      </Box>
    </Stack>
  );
}
