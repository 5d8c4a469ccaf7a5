import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function ButtonVariants() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="plain">Skip for now</Button>
      <Button variant="outlined">Save draft</Button>
      <Button variant="soft">Preview</Button>
      <Button variant="solid">Publish post</Button>
    </Stack>
  );
}
