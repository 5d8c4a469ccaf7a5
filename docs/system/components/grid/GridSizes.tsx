import * as React from 'react';
import { Grid } from '@mui/system';
import { Tile } from './tiles';

export default function GridSizes() {
  return (
    <Grid container spacing={2}>
      <Grid size={8}>
        <Tile>Revenue chart · size 8</Tile>
      </Grid>
      <Grid size={4}>
        <Tile>Top products · size 4</Tile>
      </Grid>
      <Grid size={4}>
        <Tile>New customers · size 4</Tile>
      </Grid>
      <Grid size="grow">
        <Tile>Refunds · size &quot;grow&quot; fills the rest</Tile>
      </Grid>
      <Grid size="auto">
        <Tile>Export · auto</Tile>
      </Grid>
    </Grid>
  );
}
