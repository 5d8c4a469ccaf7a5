import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// The app's theme.
const storeTheme = createTheme({
  // Own CSS variables: needed inside this page's theme (see Theming).
  cssVariables: { cssVarPrefix: 'store', disableCssColorScheme: true },
  palette: { primary: { main: '#283593' } },
});

// A section with a look of its own: it replaces the outer theme.
const saleTheme = createTheme({
  cssVariables: { cssVarPrefix: 'sale', disableCssColorScheme: true },
  palette: {
    primary: { main: '#b71c1c' },
    background: { paper: '#fff8e1' },
  },
  shape: { borderRadius: 16 },
});

// A section that keeps the outer theme and only changes the buttons' defaults.
function compactButtons(outerTheme: Theme): Theme {
  return {
    ...outerTheme,
    components: {
      ...outerTheme.components,
      MuiButton: { defaultProps: { size: 'small', variant: 'outlined' } },
    },
  };
}

export default function ThemingNestedThemes() {
  return (
    <ThemeProvider theme={storeTheme}>
      <Paper variant="outlined" sx={{ p: 2.5, maxWidth: 520 }}>
        <Typography variant="h6" component="p">
          Trail running shoes
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Outer theme: indigo primary, default shape.
        </Typography>
        <ThemeProvider theme={compactButtons}>
          <Stack
            role="group"
            aria-label="Sizes"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', mb: 2 }}
          >
            <Button>EU 41</Button>
            <Button>EU 42</Button>
            <Button>EU 43</Button>
          </Stack>
        </ThemeProvider>
        <Button variant="contained">Add to cart</Button>
        <ThemeProvider theme={saleTheme}>
          <Paper elevation={0} sx={{ p: 2, mt: 2.5 }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
              Weekend sale: 20% off all trail gear
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              Inner theme: red primary, rounder corners.
            </Typography>
            <Button variant="contained">See the offers</Button>
          </Paper>
        </ThemeProvider>
      </Paper>
    </ThemeProvider>
  );
}
