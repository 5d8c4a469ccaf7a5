import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { Cell } from './cell';

export default function GridAutoLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Grid container spacing={2}>
        <Grid item xs>
          <Cell>xs: equal share</Cell>
        </Grid>
        <Grid item xs>
          <Cell>xs: equal share</Cell>
        </Grid>
        <Grid item xs>
          <Cell>xs: equal share</Cell>
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid item xs="auto">
          <Cell>xs=&quot;auto&quot;: fits its content</Cell>
        </Grid>
        <Grid item xs>
          <Cell>xs: the rest</Cell>
        </Grid>
        <Grid item xs={3}>
          <Cell>xs=3</Cell>
        </Grid>
      </Grid>
    </Box>
  );
}
