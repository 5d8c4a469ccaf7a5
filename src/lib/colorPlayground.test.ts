import * as colors from '@mui/material/colors';
import { colorOf, HUES, hueLabel, selectionOf, SHADES, themeSnippet, type ColorTable } from './colorPlayground';

const table = colors as unknown as ColorTable;

describe('colour playground', () => {
  it('offers hues and shades that exist in @mui/material/colors', () => {
    for (const hue of HUES)
      for (const shade of SHADES) expect(colorOf(table, { hue, shade })).toMatch(/^#[0-9a-f]{6}$/i);
    expect(colorOf(table, { hue: 'purple', shade: '500' })).toBe('#9c27b0');
  });

  it('finds the selection of a stored colour, case-insensitively', () => {
    expect(selectionOf(table, '#9C27B0', { hue: 'blue', shade: '500' })).toEqual({ hue: 'purple', shade: '500' });
    expect(selectionOf(table, '#123456', { hue: 'blue', shade: '500' })).toEqual({ hue: 'blue', shade: '500' });
    expect(selectionOf(table, undefined, { hue: 'teal', shade: '300' })).toEqual({ hue: 'teal', shade: '300' });
  });

  it('labels hues and writes the theme snippet', () => {
    expect(hueLabel('deepPurple')).toBe('deep purple');
    expect(themeSnippet('#111111', '#222222')).toContain("primary: { main: '#111111' }");
  });
});
