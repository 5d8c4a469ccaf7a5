import * as React from 'react';
import Grid from '@mui/material/Grid';
import { Cell } from './cell';

export default function GridNested() {
  return (
    <Grid container spacing={2}>
      <Grid item xs={12} md={5}>
        <Cell>Gallery: xs=12 md=5</Cell>
      </Grid>
      <Grid container item xs={12} md={7} spacing={2}>
        <Grid item xs={6}>
          <Cell>Price: xs=6</Cell>
        </Grid>
        <Grid item xs={6}>
          <Cell>Stock: xs=6</Cell>
        </Grid>
        <Grid item xs={12}>
          <Cell>Description: xs=12 of the inner 12 columns</Cell>
        </Grid>
      </Grid>
    </Grid>
  );
}
