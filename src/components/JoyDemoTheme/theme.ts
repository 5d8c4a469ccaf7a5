import { extendTheme } from '@mui/joy/styles';
import { boundedMemo } from '../../lib/boundedMemo';
import { DEMO_THEME_CACHE_LIMIT } from '../../lib/constants';
import { joyDemoThemeKey, joyDemoThemeOptions } from '../../lib/joyDemoTheme';
import type { ThemeSettingsState } from '../../lib/themeSettings';

/** The Joy UI demo theme for these settings, created once and shared (see ../DemoTheme/themes.ts). */
export const joyDemoTheme = boundedMemo(
  (settings: Pick<ThemeSettingsState, 'dense' | 'spacing'>) => extendTheme(joyDemoThemeOptions(settings)),
  joyDemoThemeKey,
  DEMO_THEME_CACHE_LIMIT,
);
