import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  cssVarPrefix: 'type-scales',
  fontFamily: {
    // h1 to h4 read `display`; every other level and most components read `body`.
    display: 'Georgia, "Times New Roman", serif',
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  fontWeight: { lg: 700 },
  lineHeight: { md: '1.65' },
});

export default function TypographyScales() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
        <Typography level="title-sm" color="primary">
          Field notes · 6 min read
        </Typography>
        <Typography level="h2">A season in the orchard</Typography>
        <Typography level="body-md">
          From pruning in February to the first pressing in October, the team kept a
          log of every decision. Here is what the weather taught us.
        </Typography>
        <Typography level="body-sm">By Elena Varga, 14 November</Typography>
        <Stack direction="row" spacing={1}>
          <Button>Read the notes</Button>
          <Button variant="plain">Save</Button>
        </Stack>
      </Stack>
    </CssVarsProvider>
  );
}
