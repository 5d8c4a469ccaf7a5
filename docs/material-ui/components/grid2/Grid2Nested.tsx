import * as React from 'react';
import Grid from '@mui/material/Grid2';
import { Item } from './item';

export default function Grid2Nested() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Item>Sidebar, 5 of 12</Item>
      </Grid>
      <Grid container size={{ xs: 12, md: 7 }} spacing={2}>
        <Grid size={6}>
          <Item>Nested 6 of 12</Item>
        </Grid>
        <Grid size={6}>
          <Item>Nested 6 of 12</Item>
        </Grid>
        <Grid size={12}>
          <Item>Nested 12 of 12: the inner grid counts its own columns</Item>
        </Grid>
      </Grid>
    </Grid>
  );
}
