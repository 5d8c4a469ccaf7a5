import * as React from 'react';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';

export default function DividerVertical() {
  return (
    <Stack spacing={3}>
      <Sheet
        variant="outlined"
        role="group"
        aria-label="Text formatting"
        sx={{
          display: 'flex',
          gap: 0.5,
          p: 0.5,
          borderRadius: 'sm',
          width: 'fit-content',
        }}
      >
        <IconButton size="sm" aria-label="Bold">
          <FormatBold />
        </IconButton>
        <IconButton size="sm" aria-label="Italic">
          <FormatItalic />
        </IconButton>
        <Divider orientation="vertical" />
        <IconButton size="sm" aria-label="Bulleted list">
          <FormatListBulleted />
        </IconButton>
        <IconButton size="sm" aria-label="Numbered list">
          <FormatListNumbered />
        </IconButton>
        <Divider orientation="vertical" />
        <IconButton size="sm" aria-label="Insert link">
          <InsertLink />
        </IconButton>
      </Sheet>
      <Stack
        component="nav"
        aria-label="Legal"
        direction="row"
        spacing={1.5}
        divider={<Divider orientation="vertical" />}
        sx={{ flexWrap: 'wrap' }}
      >
        <Link href="#terms" level="body-sm">
          Terms
        </Link>
        <Link href="#privacy" level="body-sm">
          Privacy
        </Link>
        <Link href="#cookies" level="body-sm">
          Cookies
        </Link>
      </Stack>
    </Stack>
  );
}
