import * as React from 'react';
import Grid from '@mui/material/Grid2';
import { Cell } from './cell';

// The layout of the first demo on this page, written with Grid v2.
export default function GridMigration() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Cell>Article: size xs=12 md=8</Cell>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Cell>Author: size xs=12 md=4</Cell>
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <Cell>Related: size xs=6 sm=4</Cell>
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <Cell>Related: size xs=6 sm=4</Cell>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Cell>Newsletter: size xs=12 sm=4</Cell>
      </Grid>
    </Grid>
  );
}
