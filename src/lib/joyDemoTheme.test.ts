import { extendTheme } from '@mui/joy/styles';
import { JOY_DENSE_COMPONENTS, joyColorSchemeSelector, joyDemoThemeKey, joyDemoThemeOptions } from './joyDemoTheme';
import { INITIAL_THEME_SETTINGS } from './themeSettings';

type StyleSheet = Record<string, Record<string, unknown>>;
/** `extendTheme()` keeps `components`, though Joy's `Theme` type leaves it out. */
const componentsOf = (theme: object) =>
  (theme as { components?: Record<string, { defaultProps?: object } | undefined> }).components;

function styleSheets(settings = INITIAL_THEME_SETTINGS): StyleSheet[] {
  const theme = extendTheme(joyDemoThemeOptions(settings)) as unknown as { generateStyleSheets: () => StyleSheet[] };
  return theme.generateStyleSheets();
}

function sheetFor(selector: string): Record<string, unknown> {
  const sheet = styleSheets().find((candidate) => selector in candidate);
  if (!sheet) throw new Error(`No style sheet for ${selector}`);
  return sheet[selector]!;
}

describe('joyDemoThemeOptions', () => {
  it('keys the dark scheme on the site colour mode and keeps the light one on :root for portals', () => {
    expect(joyColorSchemeSelector(undefined)).toBe(':root');
    expect(joyColorSchemeSelector('light')).toBe(':root, [data-joy-color-scheme="light"]');
    expect(joyColorSchemeSelector('dark')).toBe(':root[data-theme="dark"], [data-joy-color-scheme="dark"]');
  });

  it('emits Joy default palette values under those selectors', () => {
    const light = sheetFor(joyColorSchemeSelector('light'));
    const dark = sheetFor(joyColorSchemeSelector('dark'));
    expect(light['--joy-palette-background-body']).toBe('var(--joy-palette-common-white, #FFF)');
    expect(dark['--joy-palette-background-body']).toBe('var(--joy-palette-common-black, #000)');
    expect(sheetFor(':root')['--joy-spacing']).toBe('8px');
  });

  it('applies the reader spacing and density', () => {
    const theme = extendTheme(joyDemoThemeOptions({ ...INITIAL_THEME_SETTINGS, spacing: 4, dense: true }));
    expect(theme.spacing(2)).toBe('calc(2 * var(--joy-spacing, 4px))');
    expect(componentsOf(theme)?.JoyButton?.defaultProps).toEqual({ size: 'sm' });
    expect(Object.keys(JOY_DENSE_COMPONENTS)).toContain('JoyInput');
    expect(componentsOf(extendTheme(joyDemoThemeOptions(INITIAL_THEME_SETTINGS)))?.JoyButton).toBeUndefined();
  });
});

describe('joyDemoThemeKey', () => {
  it('is the same exactly when the theme options are the same', () => {
    const variants = [
      INITIAL_THEME_SETTINGS,
      { ...INITIAL_THEME_SETTINGS, paletteMode: 'dark' as const, direction: 'rtl' as const },
      { ...INITIAL_THEME_SETTINGS, dense: true },
      { ...INITIAL_THEME_SETTINGS, spacing: 6 },
    ];
    for (const a of variants) {
      for (const b of variants) {
        const sameOptions = JSON.stringify(joyDemoThemeOptions(a)) === JSON.stringify(joyDemoThemeOptions(b));
        expect([a, b, joyDemoThemeKey(a) === joyDemoThemeKey(b)]).toEqual([a, b, sameOptions]);
      }
    }
  });
});
