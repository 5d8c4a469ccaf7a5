import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  createTheme,
  ThemeProvider,
  THEME_ID,
  useTheme,
} from '@mui/material/styles';

const items = [
  { name: '2 × Linen napkins', price: '€18.00' },
  { name: 'Table runner, sage', price: '€24.50' },
];

function OrderSummary() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Order A-2081
      </Typography>
      <Stack spacing={1} divider={<Divider flexItem />}>
        {items.map((item) => (
          <Box key={item.name} sx={{ display: 'flex', gap: 2 }}>
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {item.name}
            </Typography>
            <Typography variant="body2">{item.price}</Typography>
          </Box>
        ))}
      </Stack>
      <Button variant="contained" fullWidth sx={{ mt: 2 }}>
        Pay €42.50
      </Button>
    </Paper>
  );
}

export default function SpacingUnitComparison() {
  const { mode } = useTheme().palette;
  const themes = React.useMemo(
    () =>
      [4, 8].map((unit) => ({
        unit,
        theme: createTheme({ palette: { mode }, spacing: unit }),
      })),
    [mode],
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      {themes.map(({ unit, theme }) => (
        <div key={unit}>
          <Typography variant="body2" component="p" gutterBottom>
            <code>spacing: {unit}</code>
          </Typography>
          {/* THEME_ID makes the theme replace the page's theme, not merge into it. */}
          <ThemeProvider theme={{ [THEME_ID]: theme }}>
            <OrderSummary />
          </ThemeProvider>
        </div>
      ))}
    </Box>
  );
}
