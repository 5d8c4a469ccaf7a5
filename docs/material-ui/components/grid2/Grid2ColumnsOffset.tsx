import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import { Item } from './item';

export default function Grid2ColumnsOffset() {
  return (
    <Stack spacing={3}>
      <Grid container spacing={2} columns={5}>
        {[1, 2, 3, 4, 5].map((day) => (
          <Grid key={day} size={1}>
            <Item>Day {day}</Item>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        <Grid size={4} offset={4}>
          <Item>size=4, offset=4</Item>
        </Grid>
        <Grid size={3} offset="auto">
          <Item>offset=&quot;auto&quot;</Item>
        </Grid>
      </Grid>
    </Stack>
  );
}
