import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  GridToolbar,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { Order, currency, orderColumns, orders } from './orders';

function RevenueFooter() {
  const apiRef = useGridApiContext();
  // Rows that pass the current filter, on every page.
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const revenue = entries.reduce(
    (sum, entry) => sum + (entry.model as Order).total,
    0,
  );

  return (
    <GridFooterContainer sx={{ flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ px: 2 }}>
        Revenue: <strong>{currency.format(revenue)}</strong> from {entries.length}{' '}
        orders
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function ComponentsFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Orders with a revenue total in the footer"
        rows={orders}
        columns={orderColumns}
        slots={{ footer: RevenueFooter, toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'country', operator: 'equals', value: 'Japan' }],
            },
          },
        }}
      />
    </Box>
  );
}
