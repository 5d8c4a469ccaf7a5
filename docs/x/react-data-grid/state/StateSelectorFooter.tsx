import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridFilteredTopLevelRowCountSelector,
  gridRowCountSelector,
  selectedGridRowsCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { flightColumns, flights } from './flights';

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ px: 1, py: 0.5 }}>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

function CountFooter() {
  const apiRef = useGridApiContext();
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const selected = useGridSelector(apiRef, selectedGridRowsCountSelector);

  return (
    <GridFooterContainer sx={{ flexWrap: 'wrap', pl: 1.5 }}>
      <Typography variant="body2" role="status">
        {matching === total
          ? `${total} flights`
          : `${matching} of ${total} flights match`}
        {selected > 0 ? ` · ${selected} selected` : ''}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function StateSelectorFooter() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        aria-label="Departures with a live count"
        rows={flights}
        columns={flightColumns}
        checkboxSelection
        density="compact"
        slots={{ toolbar: SearchToolbar, footer: CountFooter }}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
