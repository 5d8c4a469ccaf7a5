import * as React from 'react';
import Grid from '@mui/material/Grid2';
import { Item } from './item';

export default function Grid2Responsive() {
  return (
    <Grid container spacing={{ xs: 1, md: 3 }} columns={{ xs: 4, sm: 8, md: 12 }}>
      {Array.from({ length: 6 }, (_, index) => (
        <Grid key={index} size={2}>
          <Item>{index + 1}</Item>
        </Grid>
      ))}
    </Grid>
  );
}
