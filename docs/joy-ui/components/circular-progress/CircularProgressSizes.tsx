import * as React from 'react';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularProgressSizes() {
  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <CircularProgress size="sm" aria-label="Loading, small" />
      <CircularProgress size="md" aria-label="Loading, medium" />
      <CircularProgress size="lg" aria-label="Loading, large" />
    </Stack>
  );
}
