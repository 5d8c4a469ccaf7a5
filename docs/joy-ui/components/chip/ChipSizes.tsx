import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

export default function ChipSizes() {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Chip size="sm">v2.4.1</Chip>
      <Chip size="md">v2.4.1</Chip>
      <Chip size="lg">v2.4.1</Chip>
    </Stack>
  );
}
