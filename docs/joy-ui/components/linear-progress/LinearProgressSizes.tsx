import * as React from 'react';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';

export default function LinearProgressSizes() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 400 }}>
      <LinearProgress size="sm" aria-label="Loading, small" />
      <LinearProgress size="md" aria-label="Loading, medium" />
      <LinearProgress size="lg" aria-label="Loading, large" />
    </Stack>
  );
}
