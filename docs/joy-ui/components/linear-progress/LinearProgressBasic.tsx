import * as React from 'react';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';

export default function LinearProgressBasic() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 400 }}>
      <LinearProgress aria-label="Loading the report" />
      <LinearProgress determinate value={40} aria-label="Import progress" />
    </Stack>
  );
}
