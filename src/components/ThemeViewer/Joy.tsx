import React from 'react';
import { extendTheme } from '@mui/joy/styles';
import ThemeViewer, { type DefaultThemeFactory } from '.';

/**
 * Joy UI's `extendTheme()` output. Joy keeps both colour schemes in `colorSchemes` and resolves
 * `palette` to the active one at render time, as its provider does; the viewer shows that result.
 */
const joyDefaultTheme: DefaultThemeFactory = (mode) => {
  const theme = extendTheme();
  return { ...theme, palette: theme.colorSchemes[mode].palette };
};

export default function JoyThemeViewer() {
  return <ThemeViewer defaultTheme={joyDefaultTheme} />;
}
