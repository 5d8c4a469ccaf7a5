import * as React from 'react';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularProgressBasic() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <CircularProgress aria-label="Loading messages" />
      <CircularProgress determinate value={65} aria-label="Upload progress" />
    </Stack>
  );
}
