import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import OpenInNew from '@mui/icons-material/OpenInNew';

export default function ButtonLinks() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button component="a" href="#pricing">
        See pricing
      </Button>
      <Button
        component="a"
        href="https://www.npmjs.com/package/@mui/joy"
        target="_blank"
        rel="noopener"
        variant="outlined"
        color="neutral"
        endDecorator={<OpenInNew />}
      >
        Joy UI on npm
      </Button>
    </Stack>
  );
}
