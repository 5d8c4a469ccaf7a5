import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '../../lib/colorMode';
import { modes, shape, typography, type PaletteMode } from '../../lib/tokens';

/** The theme of the site's own MUI widgets (settings drawer, playground), from the brand tokens. */
export function createSiteTheme(mode: PaletteMode, direction: Direction): Theme {
  const tokens = modes[mode];
  return createTheme({
    direction,
    shape,
    typography: { fontFamily: typography.fontFamily },
    palette: {
      mode,
      primary: { main: tokens.primary, contrastText: tokens.primaryContrast },
      background: { default: tokens.background, paper: tokens.surface },
      text: { primary: tokens.text, secondary: tokens.textSecondary },
      divider: tokens.divider,
    },
  });
}
