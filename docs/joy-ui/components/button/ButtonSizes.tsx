import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function ButtonSizes() {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Button size="sm">Add to list</Button>
      <Button size="md">Add to list</Button>
      <Button size="lg">Add to list</Button>
    </Stack>
  );
}
