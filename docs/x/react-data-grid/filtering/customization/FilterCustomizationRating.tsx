import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  GridToolbar,
} from '@mui/x-data-grid';
import { Product, priceFormatter, products } from './products';

function RatingInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: 48, pl: 1 }}>
      <Rating
        name={`rating-filter-${item.id ?? 'new'}`}
        value={Number(item.value) || 0}
        onChange={(_, value) => applyValue({ ...item, value })}
        ref={focusElementRef}
        getLabelText={(value) => `${value} star${value === 1 ? '' : 's'}`}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Product, number> = {
  label: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      return null;
    }
    return (value) => value >= Number(filterItem.value);
  },
  InputComponent: RatingInput,
};

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => priceFormatter.format(value),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    width: 150,
    filterOperators: [atLeastOperator],
    renderCell: (params) => (
      <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
        <Rating value={params.value} readOnly size="small" />
      </Box>
    ),
  },
];

export default function FilterCustomizationRating() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Home goods filtered by star rating"
        rows={products}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'rating', operator: 'atLeast', value: 4 }],
            },
          },
        }}
      />
    </Box>
  );
}
