import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ButtonVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="text">Preview</Button>
        <Button variant="outlined">Save draft</Button>
        <Button variant="contained">Publish</Button>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="text" disabled>
          Preview
        </Button>
        <Button variant="outlined" disabled>
          Save draft
        </Button>
        <Button variant="contained" disabled>
          Publish
        </Button>
      </Stack>
    </Stack>
  );
}
