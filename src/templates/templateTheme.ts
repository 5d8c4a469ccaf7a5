import { createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

export type Direction = 'ltr' | 'rtl';

/**
 * Attribute set on `<html>` to choose the colour scheme. The theme emits its light and dark
 * palettes as CSS variables under this attribute, so the page can be painted in the right
 * scheme before React hydrates (see `TemplateFrame`).
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-template-color-scheme';

const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

type PaletteKey = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/** Palette colour with CSS-variable aware transparency, e.g. `tint(theme, 'primary', 0.12)`. */
export function tint(theme: Theme, color: PaletteKey, opacity: number): string {
  return `rgba(${theme.vars!.palette[color].mainChannel} / ${opacity})`;
}

/** Resolves a Link `color` prop (`primary`, `text.secondary`, `inherit`…) to a CSS colour. */
function linkColor(theme: Theme, color: unknown): string | undefined {
  if (color === 'inherit') return 'inherit';
  const aliases: Record<string, string> = {
    textPrimary: 'text.primary',
    textSecondary: 'text.secondary',
    textDisabled: 'text.disabled',
  };
  if (typeof color !== 'string') return undefined;
  let value: unknown = theme.vars!.palette;
  for (const part of (aliases[color] ?? color).split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  if (value && typeof value === 'object' && 'main' in value) return String((value as { main: string }).main);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The shared theme of every template: one brand, a light and a dark colour scheme,
 * 12 px corners and the reading direction chosen in the preview bar.
 */
export function createTemplateTheme(direction: Direction): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE, cssVarPrefix: 'tpl' },
    colorSchemes: {
      light: {
        palette: {
          mode: 'light',
          primary: { main: '#4338ca', light: '#6366f1', dark: '#3730a3', contrastText: '#ffffff' },
          secondary: { main: '#0f766e', light: '#14b8a6', dark: '#115e59', contrastText: '#ffffff' },
          success: { main: '#15803d' },
          warning: { main: '#b45309' },
          error: { main: '#b91c1c' },
          info: { main: '#0369a1' },
          background: { default: '#f6f7fb', paper: '#ffffff' },
          text: { primary: '#111827', secondary: '#4b5563' },
          divider: 'rgba(17, 24, 39, 0.12)',
        },
      },
      dark: {
        palette: {
          mode: 'dark',
          primary: { main: '#a5b4fc', light: '#c7d2fe', dark: '#818cf8', contrastText: '#0b1020' },
          secondary: { main: '#5eead4', light: '#99f6e4', dark: '#2dd4bf', contrastText: '#042f2e' },
          success: { main: '#4ade80' },
          warning: { main: '#fbbf24' },
          error: { main: '#f87171' },
          info: { main: '#7dd3fc' },
          background: { default: '#0b0f1a', paper: '#121826' },
          text: { primary: '#e5e7eb', secondary: '#a7b0c0' },
          divider: 'rgba(229, 231, 235, 0.14)',
        },
      },
    },
    direction,
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontWeight: 800, letterSpacing: '-0.025em' },
      h2: { fontWeight: 800, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700, letterSpacing: '-0.015em' },
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
      overline: { fontWeight: 700, letterSpacing: '0.12em' },
    },
    components: {
      // The docs site's global stylesheet (Infima) colours every hovered `<a>` with a selector
      // that outranks MUI's single-class rules. Links, buttons and list items rendered as
      // anchors therefore pin their own hover colour.
      MuiLink: {
        defaultProps: { underline: 'hover' },
        styleOverrides: {
          root: ({ ownerState, theme }) => ({
            '&:hover': {
              color: linkColor(theme, ownerState.color ?? 'primary'),
              textDecoration: ownerState.underline === 'none' ? 'none' : 'underline',
            },
          }),
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: ({ ownerState }) => ({
            '&:hover': {
              color: ownerState.color === 'inherit' ? 'inherit' : `var(--variant-${ownerState.variant ?? 'text'}Color)`,
            },
          }),
        },
      },
      MuiIconButton: {
        styleOverrides: {
          root: ({ ownerState, theme }) => ({
            '&:hover': {
              color:
                ownerState.color === 'inherit'
                  ? 'inherit'
                  : !ownerState.color || ownerState.color === 'default'
                    ? theme.vars!.palette.action.active
                    : linkColor(theme, ownerState.color),
            },
          }),
        },
      },
      MuiListItemButton: { styleOverrides: { root: { '&:hover': { color: 'inherit' } } } },
      MuiCardActionArea: { styleOverrides: { root: { '&:hover': { color: 'inherit' } } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}
