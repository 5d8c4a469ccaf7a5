import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export default function PaperVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Paper elevation={2} sx={{ p: 2, flex: 1 }}>
        Elevation: a shadow lifts the surface.
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        Outlined: a border, no shadow.
      </Paper>
      <Paper variant="outlined" square sx={{ p: 2, flex: 1 }}>
        Square: no rounded corners.
      </Paper>
    </Stack>
  );
}
