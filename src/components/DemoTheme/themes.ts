import { createTheme, type Theme } from '@mui/material/styles';
import { boundedMemo } from '../../lib/boundedMemo';
import { DEMO_THEME_CACHE_LIMIT } from '../../lib/constants';
import { demoThemeKey, demoThemeOptions } from '../../lib/demoTheme';
import type { ThemeSettingsState } from '../../lib/themeSettings';

// Creating a theme costs milliseconds (more on a phone), and every demo on a page has its own
// provider: each distinct setting's theme is created once and shared, in the browser and in
// the build's page renderer alike.

/** The Material UI demo theme for these settings. */
export const materialDemoTheme = boundedMemo(
  (settings: ThemeSettingsState): Theme => createTheme(demoThemeOptions(settings)),
  demoThemeKey,
  DEMO_THEME_CACHE_LIMIT,
);
