import * as React from 'react';
import Grid from '@mui/material/Grid2';
import { Item } from './item';

const products = ['Walnut desk', 'Task chair', 'Arc lamp', 'Shelf unit'];

export default function Grid2Breakpoints() {
  return (
    <Grid container spacing={2}>
      {products.map((product) => (
        <Grid key={product} size={{ xs: 12, sm: 6, md: 3 }}>
          <Item>{product}</Item>
        </Grid>
      ))}
    </Grid>
  );
}
