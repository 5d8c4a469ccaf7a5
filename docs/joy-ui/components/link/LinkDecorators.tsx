import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';

export default function LinkDecorators() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Link href="#orders" startDecorator={<ArrowBackRounded />}>
        Back to orders
      </Link>
      <Link href="#statement" startDecorator={<PictureAsPdfOutlined />}>
        March statement (PDF, 240 KB)
      </Link>
      <Link
        href="https://www.npmjs.com/package/@mui/joy"
        target="_blank"
        rel="noopener"
        endDecorator={<OpenInNew titleAccess="Opens in a new tab" />}
      >
        Joy UI on npm
      </Link>
      <Link
        href="#integrations"
        endDecorator={
          <Chip size="sm" variant="soft" color="success">
            New
          </Chip>
        }
      >
        Integrations
      </Link>
    </Stack>
  );
}
