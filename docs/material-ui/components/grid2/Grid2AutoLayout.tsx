import * as React from 'react';
import Grid from '@mui/material/Grid2';
import { Item } from './item';

export default function Grid2AutoLayout() {
  return (
    <Grid container spacing={2}>
      <Grid size="auto">
        <Item>size=&quot;auto&quot; fits its content</Item>
      </Grid>
      <Grid size="grow">
        <Item>size=&quot;grow&quot; takes the rest</Item>
      </Grid>
      <Grid size={3}>
        <Item>size=3</Item>
      </Grid>
    </Grid>
  );
}
