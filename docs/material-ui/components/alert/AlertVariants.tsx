import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={1.5}>
      <Alert severity="info">
        Standard: a tinted background, for most messages.
      </Alert>
      <Alert severity="info" variant="outlined">
        Outlined: a border only, for quieter messages.
      </Alert>
      <Alert severity="info" variant="filled">
        Filled: the strongest emphasis, for messages that must not be missed.
      </Alert>
    </Stack>
  );
}
