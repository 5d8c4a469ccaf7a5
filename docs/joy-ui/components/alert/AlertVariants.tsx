import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
      <Alert variant="plain">Plain: your trial ends in 5 days.</Alert>
      <Alert variant="outlined">Outlined: your trial ends in 5 days.</Alert>
      <Alert variant="soft">Soft: your trial ends in 5 days.</Alert>
      <Alert variant="solid">Solid: your trial ends in 5 days.</Alert>
    </Stack>
  );
}
