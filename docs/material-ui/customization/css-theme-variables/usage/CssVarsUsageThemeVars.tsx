import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, styled, ThemeProvider } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

const theme = createTheme({
  cssVariables: {
    // Variables named --shop-*, so they never mix with this page's --mui-* ones.
    cssVarPrefix: 'shop',
    // This site marks its mode with data-theme="light|dark" on <html>: keying the
    // color schemes on the same attribute makes the demo follow the page.
    colorSchemeSelector: 'data-theme',
  },
  colorSchemes: {
    light: { palette: { primary: { main: '#00695c' } } },
    dark: { palette: { primary: { main: '#4db6ac' } } },
  },
});

// styled(): theme.vars holds var(--shop-…) references, not color values.
const PriceTag = styled('span')(({ theme }) => ({
  ...theme.typography.subtitle2,
  padding: theme.spacing(0.5, 1.5),
  borderRadius: theme.vars.shape.borderRadius,
  color: theme.vars.palette.primary.main,
  // The *Channel tokens let you change the opacity of a theme color.
  backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`,
}));

export default function CssVarsUsageThemeVars() {
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="p" sx={{ flex: 1 }}>
            Linen shirt
          </Typography>
          <PriceTag>€59.00</PriceTag>
        </Stack>
        {/* sx: theme keys resolve to the variables by themselves. */}
        <Box sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 1.5 }}>
          <Typography variant="body2">
            Free returns within 30 days. Ships in 2–3 working days.
          </Typography>
        </Box>
        {/* Plain CSS: any element can read the variables by name. */}
        <Box
          component="code"
          style={{
            color: 'var(--shop-palette-text-secondary)',
            borderTop: '1px dashed var(--shop-palette-divider)',
            paddingTop: 8,
            fontSize: 13,
          }}
        >
          color: var(--shop-palette-primary-main)
        </Box>
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Add to bag
        </Button>
      </Stack>
    </ThemeProvider>
  );
}
