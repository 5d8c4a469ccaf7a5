import * as colors from '@mui/material/colors';
import { extendTheme } from '@mui/joy/styles';
import {
  BUILDER_HUES,
  builderHueLabel,
  builderPalette,
  builderThemeCode,
  builderThemeOptions,
  DEFAULT_CHOICES,
  scaleFromColor,
  type BuilderColorTable,
} from './joyThemeBuilder';

const table = colors as unknown as BuilderColorTable;

describe('Joy theme builder', () => {
  it('keeps the colour at 500 and orders the scale from light to dark', () => {
    const scale = scaleFromColor('#7A3EF0');
    expect(scale['500']).toBe('#7a3ef0');
    expect(Object.keys(scale)).toEqual(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900']);
    const brightness = Object.values(scale).map((hex) => Number.parseInt(hex.slice(1, 3), 16));
    expect([...brightness].sort((a, b) => b - a)).toEqual(brightness);
    expect(() => scaleFromColor('purple')).toThrow('Expected a colour as #rrggbb, got "purple".');
  });

  it('takes Material hues as they ship and leaves default choices out', () => {
    const palette = builderPalette(
      { ...DEFAULT_CHOICES, primary: { kind: 'hue', hue: 'indigo' }, neutral: { kind: 'hue', hue: 'blueGrey' } },
      table,
    );
    expect(Object.keys(palette)).toEqual(['primary', 'neutral']);
    expect(palette.primary!['500']).toBe(colors.indigo[500]);
    expect(palette.neutral!['900']).toBe(colors.blueGrey[900]);
    expect(BUILDER_HUES.every((hue) => typeof table[hue]['500'] === 'string')).toBe(true);
    expect(builderHueLabel('deepPurple')).toBe('deep purple');
    expect(builderHueLabel('blueGrey')).toBe('blue grey');
  });

  it('gives extendTheme options whose variant tokens use the new scale in both schemes', () => {
    const palette = builderPalette({ ...DEFAULT_CHOICES, danger: { kind: 'custom', color: '#c2185b' } }, table);
    const theme = extendTheme({ cssVarPrefix: 'builder', ...builderThemeOptions(palette) });
    // Variant tokens point at the scale's variables; the provider writes the new values into them.
    expect(theme.colorSchemes.light.palette.danger.solidBg).toMatch(/^var\(--builder-palette-danger-500, /);
    expect(theme.colorSchemes.light.palette.danger[500]).toBe('#c2185b');
    expect(theme.colorSchemes.dark.palette.danger[500]).toBe('#c2185b');
    const sheets = (theme as unknown as { generateStyleSheets: () => Record<string, Record<string, string>>[] })
      .generateStyleSheets()
      .flatMap((sheet) => Object.values(sheet));
    expect(sheets.filter((sheet) => sheet['--builder-palette-danger-500'] === '#c2185b')).toHaveLength(2);
  });

  it('prints only what changed, as a theme file', () => {
    expect(builderThemeCode({})).toContain('const theme = extendTheme();');
    const code = builderThemeCode(builderPalette({ ...DEFAULT_CHOICES, success: { kind: 'hue', hue: 'teal' } }, table));
    expect(code).toContain("import { extendTheme } from '@mui/joy/styles';");
    expect(code).toContain(`        success: {\n          50: '${colors.teal[50]}',`);
    expect(code.match(/success: \{/g)).toHaveLength(2);
    expect(code).not.toContain('primary');
  });
});
