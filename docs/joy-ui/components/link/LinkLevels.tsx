import * as React from 'react';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LinkLevels() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Link level="h3" href="#release-notes">
        Release notes
      </Link>
      <Link level="title-md" href="#changelog">
        Changelog for version 4.2
      </Link>
      <Link level="body-sm" href="#older-releases">
        Older releases
      </Link>
      <Typography level="body-md">
        Upgrading from 3.x? Read the{' '}
        <Link href="#migration-guide">migration guide</Link> first; it lists every
        breaking change.
      </Typography>
    </Stack>
  );
}
