import * as React from 'react';
import { Box, unstable_cssVarsParser as cssVarsParser } from '@mui/system';

const tokens = {
  brand: { main: '#1f6feb', contrast: '#ffffff' },
  radius: { md: 10 },
};

const { css, vars } = cssVarsParser<typeof tokens>(tokens, { prefix: 'acme' });

export default function CssVarsParserTokens() {
  return (
    <Box
      sx={{
        ...css,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 3,
        alignItems: 'center',
      }}
    >
      <Box
        component="button"
        type="button"
        sx={{
          px: 2.5,
          py: 1,
          font: 'inherit',
          fontWeight: 600,
          color: vars.brand.contrast,
          bgcolor: vars.brand.main,
          border: 0,
          borderRadius: vars.radius.md,
          cursor: 'pointer',
        }}
      >
        Start free trial
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, fontFamily: 'monospace', fontSize: 13, color: 'text.primary' }}
      >
        {Object.entries(css)
          .map(([name, value]) => `${name}: ${value};`)
          .join('\n')}
      </Box>
    </Box>
  );
}
