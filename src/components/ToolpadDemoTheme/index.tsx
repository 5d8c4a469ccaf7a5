import React, { type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { dropDocumentRules } from '../../lib/documentRules';
import { useThemeSettings } from '../../providers/ThemeSettings';
import DemoThemeProvider from '../DemoTheme';

const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};

/** One cache per direction, made on first use; both drop the rules that would restyle the page. */
function toolpadCache(direction: 'ltr' | 'rtl'): EmotionCache {
  // On the server a fresh cache for every render: Emotion writes a style into the HTML only the
  // first time a cache sees it, so a shared cache left later pages of the build unstyled.
  if (typeof document === 'undefined') {
    return createCache({ key: 'tpd', stylisPlugins: [dropDocumentRules] });
  }
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'tpdrtl', stylisPlugins: [dropDocumentRules, prefixer, rtlPlugin] })
      : createCache({ key: 'tpd', stylisPlugins: [dropDocumentRules] });
  return caches[direction];
}

/**
 * Toolpad Core demos: the Material UI demo theme (demos hand it to their AppProvider with
 * `useTheme()`), in an Emotion cache that keeps AppProvider's CssBaseline off the docs page.
 */
export default function ToolpadDemoThemeProvider({ children }: { children: ReactNode }) {
  const { direction } = useThemeSettings();
  return (
    <DemoThemeProvider>
      <CacheProvider value={toolpadCache(direction)}>{children}</CacheProvider>
    </DemoThemeProvider>
  );
}
