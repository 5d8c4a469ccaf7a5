import * as React from 'react';
import { Grid } from '@mui/system';
import { Tile } from './tiles';

export default function GridOffsetNested() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }} offset={{ md: 3 }}>
        <Tile>Sign-in form · size 6, offset 3 from md</Tile>
      </Grid>
      <Grid size={12}>
        <Grid container spacing={1} columns={10}>
          {['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((day) => (
            <Grid key={day} size={2}>
              <Tile>{day}</Tile>
            </Grid>
          ))}
        </Grid>
      </Grid>
    </Grid>
  );
}
