import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function ChipVariants() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip label="In stock" color="success" />
      <Chip label="Low stock" color="warning" variant="outlined" />
      <Chip label="Pre-order" color="info" size="small" />
      <Chip label="Discontinued" variant="outlined" size="small" />
    </Stack>
  );
}
