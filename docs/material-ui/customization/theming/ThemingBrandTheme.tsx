import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const ferryTheme = createTheme({
  // The page around this demo has a theme with CSS variables too. A prefix of its
  // own keeps the demo's colors apart, and disableCssColorScheme leaves the page's
  // light or dark `color-scheme` alone. An app with one theme needs neither.
  cssVariables: { cssVarPrefix: 'ferry', disableCssColorScheme: true },
  palette: {
    primary: { main: '#00695c' },
    secondary: { main: '#ad1457' },
  },
  shape: { borderRadius: 12 },
  typography: {
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
});

export default function ThemingBrandTheme() {
  return (
    <ThemeProvider theme={ferryTheme}>
      <Box sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'grey.100', borderRadius: 1 }}>
        <Paper variant="outlined" sx={{ p: 2.5, maxWidth: 420, mx: 'auto' }}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="overline" sx={{ color: 'text.secondary', flex: 1 }}>
              Sat 14 June · 2 h 15 min
            </Typography>
            <Chip label="Economy" color="secondary" size="small" />
          </Stack>
          <Typography variant="h6" component="p">
            Helsinki → Tallinn
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Departs 07:30 from West Harbour, arrives 09:45
          </Typography>
          <Divider sx={{ my: 2 }} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="p" sx={{ flex: 1 }}>
              €39.90
            </Typography>
            <Button variant="outlined">Choose seats</Button>
            <Button variant="contained">Book</Button>
          </Stack>
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
