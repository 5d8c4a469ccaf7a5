import * as React from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

export default function ProgressColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3}>
        <CircularProgress color="secondary" aria-label="Loading, secondary" />
        <CircularProgress color="success" aria-label="Loading, success" />
        <CircularProgress color="inherit" aria-label="Loading, inherit" />
      </Stack>
      <LinearProgress
        variant="determinate"
        value={55}
        aria-label="Storage used, 55%"
        sx={{
          height: 10,
          borderRadius: 5,
          '& .MuiLinearProgress-bar': { borderRadius: 5 },
        }}
      />
    </Stack>
  );
}
