import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  createTheme,
  ThemeProvider,
  THEME_ID,
  useTheme,
  type PaletteMode,
} from '@mui/material/styles';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';

declare module '@mui/material/styles' {
  interface Palette {
    moss: Palette['primary'];
  }
  interface PaletteOptions {
    moss?: PaletteOptions['primary'];
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    moss: true;
  }
}

function createShopTheme(mode: PaletteMode) {
  // augmentColor fills in light, dark and contrastText from `main`.
  const { palette } = createTheme({ palette: { mode, contrastThreshold: 4.5 } });
  const moss = palette.augmentColor({
    color: { main: mode === 'dark' ? '#a5c26b' : '#4a6b1f' },
    name: 'moss',
  });
  return createTheme({ palette: { mode, contrastThreshold: 4.5, moss } });
}

const themes = { light: createShopTheme('light'), dark: createShopTheme('dark') };

export default function PaletteCustomColor() {
  const { mode } = useTheme().palette;
  const theme = themes[mode];
  const { moss } = theme.palette;

  return (
    // THEME_ID makes this theme replace the page's theme instead of merging into it.
    <ThemeProvider theme={{ [THEME_ID]: theme }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="moss"
            startIcon={<ShoppingBasketIcon />}
          >
            Add to basket
          </Button>
          <Button variant="outlined" color="moss">
            Save for later
          </Button>
          <Button color="moss">Care guide</Button>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          moss.main <code>{moss.main}</code> · light <code>{moss.light}</code> · dark{' '}
          <code>{moss.dark}</code> · contrastText <code>{moss.contrastText}</code>
        </Typography>
      </Stack>
    </ThemeProvider>
  );
}
