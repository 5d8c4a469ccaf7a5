import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { inventory, type Product } from './inventory';

const price = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => price.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 120 },
];

export default function ApiObjectActions() {
  const apiRef = useGridApiRef();

  const showLowStock = () => {
    apiRef.current.setFilterModel({
      items: [{ field: 'stock', operator: '<', value: 10 }],
    });
    apiRef.current.sortColumn('stock', 'asc');
  };

  const reset = () => {
    apiRef.current.setFilterModel({ items: [] });
    apiRef.current.setSortModel([]);
    apiRef.current.setPage(0);
  };

  const jumpToLast = () => {
    const ids = apiRef.current.getSortedRowIds();
    const lastId = ids[ids.length - 1];
    const pageSize = apiRef.current.state.pagination.paginationModel.pageSize;
    apiRef.current.setPage(Math.floor((ids.length - 1) / pageSize));
    // Wait for the new page to render before moving focus into it.
    requestAnimationFrame(() => {
      const rowIndex = apiRef.current.getRowIndexRelativeToVisibleRows(lastId);
      apiRef.current.scrollToIndexes({ rowIndex });
      apiRef.current.setCellFocus(lastId, 'name');
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={showLowStock}>
          Show low stock
        </Button>
        <Button variant="outlined" onClick={jumpToLast}>
          Go to last product
        </Button>
        <Button onClick={reset}>Reset</Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          aria-label="Outdoor shop inventory"
          rows={inventory}
          columns={columns}
          density="compact"
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50]}
        />
      </Box>
    </Box>
  );
}
