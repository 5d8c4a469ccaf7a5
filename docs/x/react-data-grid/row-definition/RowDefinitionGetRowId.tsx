import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowIdGetter } from '@mui/x-data-grid';
import { currency, products, type Product } from './data';

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 130 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 130 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

// Defined outside the component, so the grid gets the same function on every render.
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

export default function RowDefinitionGetRowId() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        aria-label="Products by SKU"
        rows={products}
        columns={columns}
        getRowId={getRowId}
        hideFooter
      />
    </Box>
  );
}
