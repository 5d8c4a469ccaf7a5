import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function InlineChips() {
  return (
    <Stack direction="row" spacing={1}>
      <Chip label="Stable" color="success" size="small" />
      <Chip label="Beta" color="warning" size="small" />
    </Stack>
  );
}
