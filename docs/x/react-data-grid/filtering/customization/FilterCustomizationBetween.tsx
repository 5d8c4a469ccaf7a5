import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  GridToolbar,
} from '@mui/x-data-grid';
import { Product, priceFormatter, products } from './products';

type Range = [number | undefined, number | undefined];

function PriceRangeInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const range: Range = Array.isArray(item.value)
    ? [item.value[0], item.value[1]]
    : [undefined, undefined];

  const update = (index: 0 | 1, text: string) => {
    const next: Range = [...range];
    next[index] = text === '' ? undefined : Number(text);
    applyValue({ ...item, value: next });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: 48 }}>
      <TextField
        label="From"
        type="number"
        variant="standard"
        value={range[0] ?? ''}
        onChange={(event) => update(0, event.target.value)}
        inputRef={focusElementRef}
        slotProps={{ htmlInput: { min: 0, step: 5 } }}
      />
      <TextField
        label="To"
        type="number"
        variant="standard"
        value={range[1] ?? ''}
        onChange={(event) => update(1, event.target.value)}
        slotProps={{ htmlInput: { min: 0, step: 5 } }}
      />
    </Stack>
  );
}

const betweenOperator: GridFilterOperator<Product, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    const [from, to] = (filterItem.value ?? []) as Range;
    if (from === undefined && to === undefined) {
      return null; // Nothing typed yet: keep every row.
    }
    return (value) =>
      value != null &&
      (from === undefined || value >= from) &&
      (to === undefined || value <= to);
  },
  InputComponent: PriceRangeInput,
  getValueAsString: (value: Range) => `${value?.[0] ?? '…'} – ${value?.[1] ?? '…'}`,
};

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 130 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    filterOperators: [betweenOperator],
    valueFormatter: (value: number) => priceFormatter.format(value),
  },
];

export default function FilterCustomizationBetween() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Home goods filtered by a price range"
        rows={products}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'price', operator: 'between', value: [40, 100] }],
            },
          },
        }}
      />
    </Box>
  );
}
