import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';
import { categories, currency, inventory, type Product } from './inventory';

const columns: GridColDef<Product>[] = [
  {
    field: 'name',
    headerName: 'Product',
    flex: 1,
    minWidth: 230,
    editable: true,
  },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: categories,
    width: 120,
    editable: true,
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    editable: true,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 90,
    editable: true,
  },
  {
    field: 'discontinued',
    headerName: 'Discontinued',
    type: 'boolean',
    width: 120,
    editable: true,
  },
];

// Discontinued products are read-only, except for the flag that brings them back.
function isCellEditable(params: GridCellParams<Product>) {
  return params.field === 'discontinued' || !params.row.discontinued;
}

export default function EditingCell() {
  const [rows, setRows] = React.useState<Product[]>(inventory);
  const [lastChange, setLastChange] = React.useState('No changes yet.');

  const processRowUpdate = (newRow: Product, oldRow: Product) => {
    setRows((current) =>
      current.map((row) => (row.id === newRow.id ? newRow : row)),
    );
    const field = (Object.keys(newRow) as (keyof Product)[]).find(
      (key) => newRow[key] !== oldRow[key],
    );
    setLastChange(
      field
        ? `Saved ${field} of “${newRow.name}”: ${String(oldRow[field])} → ${String(newRow[field])}.`
        : `No change to “${newRow.name}”.`,
    );
    return newRow;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          aria-label="Shop inventory, editable cells"
          rows={rows}
          columns={columns}
          isCellEditable={isCellEditable}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" role="status">
        {lastChange}
      </Typography>
    </Stack>
  );
}
