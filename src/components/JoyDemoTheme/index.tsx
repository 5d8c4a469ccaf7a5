import clsx from 'clsx';
import React, { useEffect, useMemo, type ReactNode } from 'react';
import { CssVarsProvider, extendTheme, useColorScheme, type CssVarsThemeOptions } from '@mui/joy/styles';
import { THEME_ID as MATERIAL_THEME_ID } from '@mui/material/styles';
import { JOY_DEMO_MODE_STORAGE_KEY, joyDemoThemeOptions } from '../../lib/joyDemoTheme';
import type { PaletteMode } from '../../lib/tokens';
import { useThemeSettings } from '../../providers/ThemeSettings';
import MuiScope from '../MuiScope';
import ThemeStyleSheets from '../MuiScope/ThemeStyleSheets';
import { materialDemoTheme } from '../DemoTheme/themes';
import InterFontFaces from './InterFontFaces';
import { joyDemoTheme } from './theme';
import markdownReset from '../DemoTheme/markdownReset.module.css';
import styles from './styles.module.css';

/** Keeps Joy's own mode (what `useColorScheme()` answers inside a demo) equal to the site's. */
function FollowSiteMode({ mode }: { mode: PaletteMode }) {
  const { setMode } = useColorScheme();
  useEffect(() => setMode(mode), [mode, setMode]);
  return null;
}

/**
 * Wraps Joy UI demos in Joy's provider (under its own THEME_ID, so Material UI components in the
 * same demo keep the Material demo theme) with the reader's colour mode, direction and density.
 * Joy's CSS variables switch with the site's `data-theme`, so the server's markup is already right.
 */
export default function JoyDemoThemeProvider({
  children,
  themeOptions,
}: {
  children: ReactNode;
  /** Extra `extendTheme` options, for a preview of a reader's own theme (give it its own `cssVarPrefix`). */
  themeOptions?: CssVarsThemeOptions;
}) {
  const settings = useThemeSettings();
  const { dense, spacing, paletteMode, direction } = settings;
  // A reader's own theme preview is made for its options; every plain demo shares one theme.
  const customJoyTheme = useMemo(
    () => themeOptions && extendTheme({ ...joyDemoThemeOptions({ dense, spacing }), ...themeOptions }),
    [dense, spacing, themeOptions],
  );
  // Under Material's THEME_ID: Joy's provider below would otherwise hide it from Material components.
  const materialTheme = materialDemoTheme(settings);
  const scopedMaterialTheme = useMemo(() => ({ [MATERIAL_THEME_ID]: materialTheme }), [materialTheme]);
  const joyTheme = customJoyTheme ?? joyDemoTheme(settings);
  return (
    <MuiScope theme={scopedMaterialTheme}>
      <CssVarsProvider
        theme={joyTheme}
        defaultMode={paletteMode}
        modeStorageKey={JOY_DEMO_MODE_STORAGE_KEY}
        // The site sets data-joy-color-scheme on <html> with its own colour mode, before paint.
        colorSchemeNode={null}
        disableNestedContext
        disableStyleSheetGeneration
      >
        <FollowSiteMode mode={paletteMode} />
        <InterFontFaces />
        <div className={clsx(markdownReset.reset, styles.scope)} dir={direction}>
          {children}
        </div>
        <ThemeStyleSheets theme={joyTheme} />
      </CssVarsProvider>
    </MuiScope>
  );
}
