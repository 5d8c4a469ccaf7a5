import * as React from 'react';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function LinkUnderline() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Link href="#underline" underline="hover">
        Underline on hover
      </Link>
      <Link href="#underline" underline="always">
        Always underlined
      </Link>
      <Link href="#underline" underline="none">
        Never underlined
      </Link>
    </Stack>
  );
}
