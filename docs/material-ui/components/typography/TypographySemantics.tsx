import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function TypographySemantics() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        {/* Looks like an h5, is the h3 this place in the outline needs. */}
        <Typography variant="h5" component="h3" gutterBottom>
          Opening hours
        </Typography>
        <Typography variant="body2">
          Monday to Friday, 09:00–18:00. Saturday, 10:00–14:00.
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="h5" component="h3" gutterBottom>
          Find us
        </Typography>
        {/* subtitle1 renders an h6 by default; here it is a paragraph. */}
        <Typography variant="subtitle1" variantMapping={{ subtitle1: 'p' }}>
          Walk-ins welcome, no booking needed
        </Typography>
        <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
          Rua de Cedofeita 214, 4050-174 Porto
        </Typography>
      </Paper>
    </Stack>
  );
}
