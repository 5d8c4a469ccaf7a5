import { THEME_SPACING } from './constants';
import type { Direction } from './colorMode';
import type { PaletteMode } from './tokens';

/** Colours a reader picked in the colour playground; applied to the docs demos. */
export interface PaletteColors {
  primary?: string;
  secondary?: string;
}

/** Theme settings state (SPEC section 3). */
export interface ThemeSettingsState {
  dense: boolean;
  direction: Direction;
  paletteColors: PaletteColors;
  spacing: number;
  paletteMode: PaletteMode;
}

export const INITIAL_THEME_SETTINGS: ThemeSettingsState = {
  dense: false,
  direction: 'ltr',
  paletteColors: {},
  spacing: THEME_SPACING,
  paletteMode: 'light',
};

export type ThemeSettingsAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | { type: 'CHANGE'; payload: Partial<Pick<ThemeSettingsState, 'paletteMode' | 'direction' | 'paletteColors'>> };

function samePaletteColors(a: PaletteColors, b: PaletteColors): boolean {
  return a.primary === b.primary && a.secondary === b.secondary;
}

export function themeSettingsReducer(state: ThemeSettingsState, action: ThemeSettingsAction): ThemeSettingsState {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: action.payload };
    case 'INCREASE_SPACING':
      return { ...state, spacing: state.spacing + 1 };
    case 'DECREASE_SPACING':
      return { ...state, spacing: state.spacing - 1 };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false, spacing: THEME_SPACING };
    case 'RESET_COLORS':
      return { ...state, paletteColors: {} };
    case 'CHANGE': {
      const {
        paletteMode = state.paletteMode,
        direction = state.direction,
        paletteColors = state.paletteColors,
      } = action.payload;
      const unchanged =
        paletteMode === state.paletteMode &&
        direction === state.direction &&
        samePaletteColors(paletteColors, state.paletteColors);
      return unchanged ? state : { ...state, paletteMode, direction, paletteColors };
    }
    default:
      throw new Error(`Unrecognized type of action: ${(action as { type?: unknown }).type}`);
  }
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Reads stored playground colours, keeping only well-formed hex values. */
export function parsePaletteColors(stored: string | null): PaletteColors {
  if (!stored) return {};
  try {
    const value = JSON.parse(stored) as Record<string, unknown>;
    const colors: PaletteColors = {};
    for (const key of ['primary', 'secondary'] as const) {
      const color = value?.[key];
      if (typeof color === 'string' && HEX_COLOR.test(color)) colors[key] = color;
    }
    return colors;
  } catch {
    return {};
  }
}
