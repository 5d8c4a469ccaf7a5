import * as React from 'react';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function LinkVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Link href="#variants">No variant</Link>
      <Link href="#variants" variant="plain">
        Plain
      </Link>
      <Link href="#variants" variant="outlined">
        Outlined
      </Link>
      <Link href="#variants" variant="soft">
        Soft
      </Link>
      <Link href="#variants" variant="solid">
        Solid
      </Link>
    </Stack>
  );
}
