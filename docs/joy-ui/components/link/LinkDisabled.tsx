import * as React from 'react';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function LinkDisabled() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Link href="#export">Export report</Link>
      <Link disabled role="link" aria-disabled="true">
        Export report
      </Link>
      <Link disabled role="link" aria-disabled="true" variant="soft">
        Export report
      </Link>
    </Stack>
  );
}
