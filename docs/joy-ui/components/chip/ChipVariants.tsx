import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

export default function ChipVariants() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip variant="plain">Draft</Chip>
      <Chip variant="outlined">In review</Chip>
      <Chip variant="soft">Scheduled</Chip>
      <Chip variant="solid">Published</Chip>
    </Stack>
  );
}
