import * as React from 'react';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularProgressThickness() {
  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <CircularProgress size="lg" thickness={2} aria-label="Loading, thin" />
      <CircularProgress size="lg" aria-label="Loading, default thickness" />
      <CircularProgress size="lg" thickness={12} aria-label="Loading, thick" />
    </Stack>
  );
}
