import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

export default function AutoLayoutGrid() {
  return (
    <Grid container spacing={1.5} sx={{ alignItems: 'center' }}>
      <Grid xs="auto">
        <Sheet variant="soft" color="primary" sx={{ p: 1.5, borderRadius: 'sm' }}>
          auto
        </Sheet>
      </Grid>
      <Grid xs>
        <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>
          grows to fill the rest
        </Sheet>
      </Grid>
      <Grid xs="auto">
        <Sheet variant="soft" color="primary" sx={{ p: 1.5, borderRadius: 'sm' }}>
          auto, wider content
        </Sheet>
      </Grid>
    </Grid>
  );
}
