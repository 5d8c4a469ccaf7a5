import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// A 1px ring in front of every shadow: the edge stays visible on dark surfaces.
const theme = extendTheme({
  cssVarPrefix: 'shadow-ring',
  colorSchemes: {
    light: { shadowRing: '0 0 0 1px rgba(21 21 21 / 0.08)' },
    dark: { shadowRing: '0 0 0 1px rgba(255 255 255 / 0.12)' },
  },
});

const FILES = [
  { name: 'Q3 report.pdf', size: '2.4 MB', shadow: 'sm' },
  { name: 'Brand assets.zip', size: '48 MB', shadow: 'md' },
  { name: 'Payroll.xlsx', size: '310 KB', shadow: 'lg' },
] as const;

export default function ShadowRing() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
        {FILES.map((file) => (
          <Sheet
            key={file.name}
            sx={{ p: 2, width: 150, borderRadius: 'md', boxShadow: file.shadow }}
          >
            <Typography level="title-sm" noWrap>
              {file.name}
            </Typography>
            <Typography level="body-xs">
              {file.size} · shadow {file.shadow}
            </Typography>
          </Sheet>
        ))}
      </Stack>
    </CssVarsProvider>
  );
}
