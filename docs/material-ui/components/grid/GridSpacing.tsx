import * as React from 'react';
import Grid from '@mui/material/Grid';
import { Cell } from './cell';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export default function GridSpacing() {
  return (
    <Grid container rowSpacing={3} columnSpacing={{ xs: 1, sm: 2, md: 4 }}>
      {days.map((day) => (
        <Grid item key={day} xs={6} sm={4}>
          <Cell>{day}</Cell>
        </Grid>
      ))}
    </Grid>
  );
}
