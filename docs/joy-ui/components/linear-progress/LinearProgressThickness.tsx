import * as React from 'react';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';

export default function LinearProgressThickness() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 400 }}>
      <LinearProgress
        determinate
        value={35}
        thickness={2}
        aria-label="Reading progress"
      />
      <LinearProgress
        determinate
        value={70}
        thickness={16}
        variant="outlined"
        aria-label="Monthly goal"
      />
    </Stack>
  );
}
