import * as React from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

export default function ProgressLinear() {
  return (
    <Stack spacing={3}>
      <LinearProgress aria-label="Loading the report" />
      <LinearProgress
        variant="determinate"
        value={62}
        aria-label="Import, 62% done"
      />
      <LinearProgress
        variant="buffer"
        value={40}
        valueBuffer={70}
        aria-label="Video, 40% played"
      />
      <LinearProgress
        color="success"
        variant="determinate"
        value={100}
        aria-label="Upload complete"
      />
    </Stack>
  );
}
