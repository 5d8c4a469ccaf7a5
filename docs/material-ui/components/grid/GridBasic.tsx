import * as React from 'react';
import Grid from '@mui/material/Grid';
import { Cell } from './cell';

export default function GridBasic() {
  return (
    <Grid container spacing={2}>
      <Grid item xs={12} md={8}>
        <Cell>Article: xs=12 md=8</Cell>
      </Grid>
      <Grid item xs={12} md={4}>
        <Cell>Author: xs=12 md=4</Cell>
      </Grid>
      <Grid item xs={6} sm={4}>
        <Cell>Related: xs=6 sm=4</Cell>
      </Grid>
      <Grid item xs={6} sm={4}>
        <Cell>Related: xs=6 sm=4</Cell>
      </Grid>
      <Grid item xs={12} sm={4}>
        <Cell>Newsletter: xs=12 sm=4</Cell>
      </Grid>
    </Grid>
  );
}
