import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridToolbar,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';
import { Product, priceFormatter, products } from './products';

// Keep only the comparisons shoppers use for prices, and rename them.
const priceOperators = getGridNumericOperators()
  .filter((operator) => operator.value === '>=' || operator.value === '<=')
  .map((operator) => ({
    ...operator,
    label: operator.value === '>=' ? 'at least' : 'at most',
  }));

const nameOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'startsWith'].includes(operator.value),
);

const columns: GridColDef<Product>[] = [
  {
    field: 'name',
    headerName: 'Product',
    flex: 1,
    minWidth: 200,
    filterOperators: nameOperators,
  },
  { field: 'category', headerName: 'Category', width: 130 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    filterOperators: priceOperators,
    valueFormatter: (value: number) => priceFormatter.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function FilterCustomizationOperators() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Home goods with reduced price and name operators"
        rows={products}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'price', operator: '<=', value: 60 }] },
          },
        }}
      />
    </Box>
  );
}
