import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

export default function OffsetGrid() {
  return (
    <Grid container spacing={2}>
      <Grid xs={12} md={6} mdOffset={3}>
        <Sheet
          variant="outlined"
          sx={{ p: 2, borderRadius: 'sm', textAlign: 'center' }}
        >
          Centered from md up: 6 columns, offset by 3
        </Sheet>
      </Grid>
      <Grid xs={6} xsOffset="auto">
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm', textAlign: 'center' }}>
          Pushed to the end
        </Sheet>
      </Grid>
    </Grid>
  );
}
