import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowIdGetter } from '@mui/x-data-grid';
import { books, type Book } from './books';

const price = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  {
    field: 'author',
    headerName: 'Author',
    width: 190,
    valueGetter: (_value, row) => `${row.authorFirstName} ${row.authorLastName}`,
  },
  { field: 'year', headerName: 'Published', type: 'number', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => price.format(value),
  },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 100 },
];

const getRowId: GridRowIdGetter<Book> = (row) => row.isbn;

export default function GettingStartedCommonProps() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Bookshop catalogue"
        rows={books}
        columns={columns}
        getRowId={getRowId}
        initialState={{
          sorting: { sortModel: [{ field: 'year', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 5 } },
        }}
        pageSizeOptions={[5, 10, 25]}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
