import { themes } from 'prism-react-renderer';
import { accessiblePrismTheme, contrastRatio, withContrast } from './contrast';
import { modes } from './tokens';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('darkens on light backgrounds and lightens on dark ones only when needed', () => {
    expect(withContrast('#000000', '#ffffff')).toBe('#000000');
    expect(contrastRatio(withContrast('#e3116c', '#f6f8fa'), '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
    const lightened = withContrast('#3f3f3f', '#101418');
    expect(contrastRatio(lightened, '#101418')).toBeGreaterThanOrEqual(4.5);
    expect(withContrast('inherit', '#ffffff')).toBe('inherit');
    // Prism themes also write rgb(): vsDark's constants were 3.4:1 on the dark code background.
    const constant = withContrast('rgb(100, 102, 149)', '#101418');
    expect(constant).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(constant, '#101418')).toBeGreaterThanOrEqual(4.5);
    expect(withContrast('rgb(255, 255, 255)', '#101418')).toBe('rgb(255, 255, 255)');
  });

  it('makes every token colour of the site code themes readable on the code backgrounds', () => {
    for (const [theme, background] of [
      [themes.github, modes.light.codeBackground],
      [themes.vsDark, modes.dark.codeBackground],
    ] as const) {
      const accessible = accessiblePrismTheme(theme, background);
      expect(accessible.plain.backgroundColor).toBe(background);
      for (const color of [accessible.plain.color, ...accessible.styles.map((entry) => entry.style.color)]) {
        if (color?.startsWith('#')) expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
