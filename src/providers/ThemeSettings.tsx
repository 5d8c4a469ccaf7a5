import React, { createContext, useContext, useEffect, useReducer, useRef, type Dispatch, type ReactNode } from 'react';
import { missingProviderError } from './strictContext';
import { parseDirection } from '../lib/colorMode';
import { DIRECTION_STORAGE_KEY, PALETTE_COLORS_STORAGE_KEY } from '../lib/constants';
import { readStorage, writeStorage } from '../lib/storage';
import {
  INITIAL_THEME_SETTINGS,
  parsePaletteColors,
  themeSettingsReducer,
  type ThemeSettingsAction,
  type ThemeSettingsState,
} from '../lib/themeSettings';

const ThemeSettingsContext = createContext<ThemeSettingsState>(INITIAL_THEME_SETTINGS);

/** Reading works without a provider (the initial settings); changing them does not (spec section 8). */
function missingProvider(): never {
  throw missingProviderError('theme settings', 'ThemeSettingsProvider');
}

const ThemeSettingsDispatchContext = createContext<Dispatch<ThemeSettingsAction>>(missingProvider);

/** Holds the theme settings; direction and playground colours survive reloads. */
export function ThemeSettingsProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(themeSettingsReducer, INITIAL_THEME_SETTINGS);
  const restored = useRef(false);

  useEffect(() => {
    dispatch({
      type: 'CHANGE',
      payload: {
        direction: parseDirection(readStorage(DIRECTION_STORAGE_KEY)),
        paletteColors: parsePaletteColors(readStorage(PALETTE_COLORS_STORAGE_KEY)),
      },
    });
    restored.current = true;
  }, []);

  useEffect(() => {
    if (!restored.current) return;
    writeStorage(DIRECTION_STORAGE_KEY, state.direction);
    writeStorage(PALETTE_COLORS_STORAGE_KEY, JSON.stringify(state.paletteColors));
  }, [state.direction, state.paletteColors]);

  return (
    <ThemeSettingsContext.Provider value={state}>
      <ThemeSettingsDispatchContext.Provider value={dispatch}>{children}</ThemeSettingsDispatchContext.Provider>
    </ThemeSettingsContext.Provider>
  );
}

export function useThemeSettings(): ThemeSettingsState {
  return useContext(ThemeSettingsContext);
}

export function useChangeThemeSettings(): Dispatch<ThemeSettingsAction> {
  return useContext(ThemeSettingsDispatchContext);
}
