import type { Components, createTheme, Theme } from '@mui/material/styles';
import type { ThemeSettingsState } from './themeSettings';

/** The attribute the site's colour mode sets on <html>; MUI keys its colour schemes on it. */
export const DEMO_COLOR_SCHEME_SELECTOR = 'data-theme';

/** Compact theme: small sizes and dense margins for buttons, inputs, lists, tables, toolbars and fabs. */
export const DENSE_COMPONENTS: Components<Omit<Theme, 'components'>> = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiButtonGroup: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiFilledInput: { defaultProps: { margin: 'dense' } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiFormControl: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiAutocomplete: { defaultProps: { size: 'small' } },
  MuiList: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
};

/**
 * Options for the demos' theme: the documented library's default theme, with labels that meet
 * AA contrast, plus the reader's settings (mode, direction, spacing, density, playground colours).
 */
export type DemoThemeOptions = NonNullable<Parameters<typeof createTheme>[0]>;

/**
 * The contrast MUI aims for when it picks a light or dark label for a palette colour: WCAG AA's
 * 4.5:1 rather than MUI's default of 3, at which the default warning, info and (dark) error
 * buttons get white labels that fail AA.
 */
export const DEMO_CONTRAST_THRESHOLD = 4.5;

/**
 * What `demoThemeOptions` reads of the settings, as a cache key. The colour mode is not in it:
 * both schemes are in every theme, so switching mode needs no new theme.
 */
export function demoThemeKey(settings: ThemeSettingsState): string {
  const { dense, direction, spacing, paletteColors } = settings;
  return [dense, direction, spacing, paletteColors.primary ?? '', paletteColors.secondary ?? ''].join('|');
}

export function demoThemeOptions(settings: ThemeSettingsState): DemoThemeOptions {
  const { primary, secondary } = settings.paletteColors;
  const palette = {
    contrastThreshold: DEMO_CONTRAST_THRESHOLD,
    ...(primary && { primary: { main: primary } }),
    ...(secondary && { secondary: { main: secondary } }),
  };
  return {
    // Both schemes are emitted as CSS variables keyed on the page's `data-theme`, so demos
    // render identically on the server and switch mode without re-rendering or flashing.
    cssVariables: { colorSchemeSelector: DEMO_COLOR_SCHEME_SELECTOR },
    colorSchemes: { light: { palette }, dark: { palette } },
    direction: settings.direction,
    spacing: settings.spacing,
    ...(settings.dense && { components: DENSE_COMPONENTS }),
  };
}
