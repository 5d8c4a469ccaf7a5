import React, { type ComponentProps, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { useThemeSettings } from '../../providers/ThemeSettings';
import { getRtlCache } from './rtlCache';

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
  const themed = <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  return direction === 'rtl' ? <CacheProvider value={getRtlCache()}>{themed}</CacheProvider> : themed;
}
