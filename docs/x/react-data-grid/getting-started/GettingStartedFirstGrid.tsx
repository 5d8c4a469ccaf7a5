import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  inStock: boolean;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    inStock: true,
  },
  {
    id: 2,
    title: 'Kindred',
    author: 'Octavia E. Butler',
    year: 1979,
    inStock: false,
  },
  {
    id: 3,
    title: 'Neuromancer',
    author: 'William Gibson',
    year: 1984,
    inStock: true,
  },
  {
    id: 4,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    year: 1974,
    inStock: true,
  },
  {
    id: 5,
    title: 'Piranesi',
    author: 'Susanna Clarke',
    year: 2020,
    inStock: false,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'year', headerName: 'Published', type: 'number', width: 120 },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 110 },
];

export default function GettingStartedFirstGrid() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid aria-label="Science fiction books" rows={rows} columns={columns} />
    </Box>
  );
}
