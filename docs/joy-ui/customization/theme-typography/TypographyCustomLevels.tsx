import * as React from 'react';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Only the properties listed change; each level keeps the rest of its defaults.
const theme = extendTheme({
  cssVarPrefix: 'type-levels',
  typography: {
    h2: { fontWeight: 800, letterSpacing: '-0.04em' },
    h3: { fontWeight: 500, letterSpacing: '-0.01em' },
    h4: {
      fontSize: '0.8125rem',
      textTransform: 'uppercase',
      letterSpacing: '0.12em',
    },
  },
});

export default function TypographyCustomLevels() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={1} sx={{ maxWidth: 420 }}>
        <Typography level="h4" component="p">
          Seasonal
        </Typography>
        <Typography level="h2">Spring menu</Typography>
        <Typography level="body-md">
          Served from 1 March until the last asparagus of the year.
        </Typography>
        <Divider sx={{ my: 1 }} />
        <Typography level="h3">Starters</Typography>
        <Typography level="body-sm">
          Pea soup with mint · Burrata, blood orange and fennel · Grilled leeks
        </Typography>
      </Stack>
    </CssVarsProvider>
  );
}
