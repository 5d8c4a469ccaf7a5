import { THEME_BORDER_RADIUS, THEME_SPACING } from './constants';

/**
 * Brand tokens: the one place the site's colours, radius, spacing and type are defined.
 * The Infima variables of the docs chrome (plugins/brand-tokens) and the MUI theme of the
 * site's own MUI widgets are both generated from here.
 */

export type PaletteMode = 'light' | 'dark';

export const blue = {
  50: '#eef6ff',
  100: '#d6eaff',
  200: '#acd4ff',
  300: '#79b8fb',
  400: '#4597ee',
  500: '#1a7ae0',
  600: '#0b6bcb',
  700: '#0958a8',
  800: '#084787',
  900: '#06325e',
} as const;

export const grey = {
  50: '#f6f8fa',
  100: '#eef1f4',
  200: '#dfe3e8',
  300: '#c7cdd4',
  400: '#9aa3ad',
  500: '#6d7782',
  600: '#4f5862',
  700: '#3a424b',
  800: '#1f252b',
  900: '#12161a',
} as const;

export interface ModeTokens {
  primary: string;
  primaryContrast: string;
  background: string;
  surface: string;
  text: string;
  textSecondary: string;
  divider: string;
  codeBackground: string;
  chip: { success: string; primary: string; neutral: string; warning: string; plan: string };
}

export const modes: Record<PaletteMode, ModeTokens> = {
  light: {
    primary: blue[600],
    primaryContrast: '#ffffff',
    background: '#ffffff',
    surface: '#ffffff',
    text: grey[900],
    textSecondary: grey[600],
    divider: grey[200],
    codeBackground: grey[50],
    chip: { success: '#1a7f37', primary: blue[600], neutral: grey[600], warning: '#9a6700', plan: '#8250df' },
  },
  dark: {
    primary: blue[300],
    primaryContrast: grey[900],
    background: '#0b0d0e',
    surface: '#12161a',
    text: '#e6edf3',
    textSecondary: grey[400],
    divider: '#2a3138',
    codeBackground: '#101418',
    chip: { success: '#4ac26b', primary: blue[300], neutral: grey[400], warning: '#d4a72c', plan: '#c297ff' },
  },
};

export const productColors = {
  'material-ui': blue[600],
  'joy-ui': '#c41c8f',
  system: '#1a7f37',
  'base-ui': grey[800],
  'x-data-grid': '#6e40c9',
  'toolpad-core': '#b35900',
  'docs-infra': grey[600],
} as const;

export const shape = { borderRadius: THEME_BORDER_RADIUS } as const;
export const spacingUnit = THEME_SPACING;

export const typography = {
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  monospaceFamily: "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
} as const;
