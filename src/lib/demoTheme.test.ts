import type {} from '@mui/material/themeCssVarsAugmentation';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { DENSE_COMPONENTS, demoThemeKey, demoThemeOptions } from './demoTheme';
import { INITIAL_THEME_SETTINGS, type ThemeSettingsState } from './themeSettings';

describe('demoThemeOptions', () => {
  it('is the library default theme when nothing is customised', () => {
    const theme = createTheme(demoThemeOptions(INITIAL_THEME_SETTINGS));
    const defaults = createTheme();
    expect(theme.palette.primary.main).toBe(defaults.palette.primary.main);
    expect(theme.shape.borderRadius).toBe(defaults.shape.borderRadius);
    expect(theme.spacing(2)).toBe('calc(2 * var(--mui-spacing, 8px))');
    expect(theme.components).toEqual({});
  });

  it('gives every palette colour a label with AA contrast in both schemes', () => {
    const theme = createTheme(demoThemeOptions(INITIAL_THEME_SETTINGS));
    for (const scheme of ['light', 'dark'] as const) {
      const palette = theme.colorSchemes[scheme]!.palette;
      for (const color of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
        const { main, contrastText } = palette[color];
        expect([scheme, color, getContrastRatio(main, contrastText) >= 4.5]).toEqual([scheme, color, true]);
      }
    }
    // MUI's default threshold gives the warning button a white label at about 3.1:1.
    expect(
      getContrastRatio(createTheme().palette.warning.main, createTheme().palette.warning.contrastText),
    ).toBeLessThan(4.5);
  });

  it('applies direction, spacing and playground colours to both colour schemes', () => {
    const theme = createTheme(
      demoThemeOptions({
        ...INITIAL_THEME_SETTINGS,
        paletteMode: 'dark',
        direction: 'rtl',
        spacing: 4,
        paletteColors: { primary: '#9c27b0', secondary: '#ff9800' },
      }),
    );
    expect(theme.direction).toBe('rtl');
    expect(theme.spacing(2)).toBe('calc(2 * var(--mui-spacing, 4px))');
    for (const scheme of ['light', 'dark'] as const) {
      expect(theme.colorSchemes[scheme]?.palette.primary.main).toBe('#9c27b0');
      expect(theme.colorSchemes[scheme]?.palette.secondary.main).toBe('#ff9800');
    }
  });

  it('keys the colour schemes on the data-theme attribute the site sets', () => {
    const theme = createTheme(demoThemeOptions(INITIAL_THEME_SETTINGS));
    expect(theme.getColorSchemeSelector('dark')).toBe('[data-theme="dark"] &');
    expect(theme.colorSchemes.dark?.palette.mode).toBe('dark');
  });

  it('gives the compact theme small sizes and dense margins', () => {
    const theme = createTheme(demoThemeOptions({ ...INITIAL_THEME_SETTINGS, dense: true }));
    expect(theme.components).toEqual(DENSE_COMPONENTS);
    expect(theme.components?.MuiButton?.defaultProps).toEqual({ size: 'small' });
    expect(theme.components?.MuiTextField?.defaultProps).toEqual({ margin: 'dense', size: 'small' });
    expect(theme.components?.MuiList?.defaultProps).toEqual({ dense: true });
    expect(theme.components?.MuiTable?.defaultProps).toEqual({ size: 'small' });
    expect(theme.components?.MuiToolbar?.defaultProps).toEqual({ variant: 'dense' });
    expect(theme.components?.MuiFab?.defaultProps).toEqual({ size: 'small' });
  });
});

describe('demoThemeKey', () => {
  const variants: ThemeSettingsState[] = [
    INITIAL_THEME_SETTINGS,
    { ...INITIAL_THEME_SETTINGS, paletteMode: 'dark' },
    { ...INITIAL_THEME_SETTINGS, dense: true },
    { ...INITIAL_THEME_SETTINGS, direction: 'rtl' },
    { ...INITIAL_THEME_SETTINGS, spacing: 6 },
    { ...INITIAL_THEME_SETTINGS, paletteColors: { primary: '#9c27b0' } },
    { ...INITIAL_THEME_SETTINGS, paletteColors: { secondary: '#9c27b0' } },
  ];

  it('is the same exactly when the theme options are the same (so a cached theme is never stale)', () => {
    for (const a of variants) {
      for (const b of variants) {
        const sameOptions = JSON.stringify(demoThemeOptions(a)) === JSON.stringify(demoThemeOptions(b));
        expect([a, b, demoThemeKey(a) === demoThemeKey(b)]).toEqual([a, b, sameOptions]);
      }
    }
  });

  it('ignores the colour mode, which the theme carries as CSS variables', () => {
    expect(demoThemeKey({ ...INITIAL_THEME_SETTINGS, paletteMode: 'dark' })).toBe(demoThemeKey(INITIAL_THEME_SETTINGS));
  });
});
