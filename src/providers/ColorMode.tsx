import React, { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createStrictContext } from './strictContext';
import {
  applyDisplayState,
  COLOR_MODE_PREFERENCES,
  DARK_MEDIA_QUERY,
  parsePreference,
  resolveMode,
  type ColorModePreference,
} from '../lib/colorMode';
import { COLOR_MODE_STORAGE_KEY } from '../lib/constants';
import { readStorage, writeStorage } from '../lib/storage';
import type { PaletteMode } from '../lib/tokens';
import { useChangeThemeSettings, useThemeSettings } from './ThemeSettings';

export interface ColorModeValue {
  /** What the reader chose. */
  preference: ColorModePreference;
  /** What is shown: the preference, or the OS setting for `system`. */
  mode: PaletteMode;
  /** False until the stored preference has been read after hydration. */
  ready: boolean;
  /** Accepts any string so bad input from URLs or scripts is reported, not trusted. */
  setPreference: (preference: string) => void;
}

const [ColorModeContext, useColorModeValue] = createStrictContext<ColorModeValue>('colour mode', 'ColorModeProvider');

/**
 * Colour mode preference (light / dark / system, key `mui-mode`). The inline head script
 * applied it before paint; this provider takes over after hydration, follows OS changes and
 * keeps `data-theme`, `body.mode-*`, `dir` and the theme settings' paletteMode in step.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ColorModePreference>('system');
  const [prefersDark, setPrefersDark] = useState(false);
  const [ready, setReady] = useState(false);
  const { direction } = useThemeSettings();
  const changeSettings = useChangeThemeSettings();

  useEffect(() => {
    setPreferenceState(parsePreference(readStorage(COLOR_MODE_STORAGE_KEY)));
    const media = window.matchMedia(DARK_MEDIA_QUERY);
    setPrefersDark(media.matches);
    const onChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches);
    media.addEventListener('change', onChange);
    setReady(true);
    return () => media.removeEventListener('change', onChange);
  }, []);

  // Until storage is read (after hydration) this matches the server render: system → light.
  const mode = resolveMode(preference, prefersDark);

  useEffect(() => {
    if (!ready) return;
    applyDisplayState(document, { mode, preference, direction });
    changeSettings({ type: 'CHANGE', payload: { paletteMode: mode } });
  }, [ready, mode, preference, direction, changeSettings]);

  const setPreference = useCallback((value: string) => {
    if (!COLOR_MODE_PREFERENCES.includes(value as ColorModePreference)) {
      console.error(`Unsupported colour scheme "${value}": choose one of ${COLOR_MODE_PREFERENCES.join(', ')}.`);
      return;
    }
    writeStorage(COLOR_MODE_STORAGE_KEY, value);
    setPreferenceState(value as ColorModePreference);
  }, []);

  const value = useMemo(() => ({ preference, mode, ready, setPreference }), [preference, mode, ready, setPreference]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export const useSiteColorMode: () => ColorModeValue = useColorModeValue;
