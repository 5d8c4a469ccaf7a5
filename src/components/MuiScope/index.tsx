import React, { type ComponentProps, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { THEME_ID, ThemeProvider } from '@mui/material/styles';
import { useThemeSettings } from '../../providers/ThemeSettings';
import { getRtlCache } from './rtlCache';
import ThemeStyleSheets from './ThemeStyleSheets';

/**
 * Provides an MUI theme to a subtree and, when the reader chose right-to-left, an Emotion
 * cache that mirrors the styles. Used by demos and by the site's own lazy MUI widgets.
 */
export default function MuiScope({
  theme,
  children,
}: {
  /** A Material UI theme, or one keyed by Material's THEME_ID when another library's theme sits below. */
  theme: ComponentProps<typeof ThemeProvider>['theme'];
  children: ReactNode;
}) {
  const { direction } = useThemeSettings();
  const muiTheme = THEME_ID in theme ? (theme as Record<string, object>)[THEME_ID] : theme;
  // The theme's stylesheet once per theme, not once per render (see ThemeStyleSheets).
  const themed = (
    <ThemeProvider theme={theme} disableStyleSheetGeneration>
      {children}
      <ThemeStyleSheets theme={muiTheme} />
    </ThemeProvider>
  );
  return direction === 'rtl' ? <CacheProvider value={getRtlCache()}>{themed}</CacheProvider> : themed;
}
