import { chromeStylesheet, chromeVariables, primaryScale, sharedVariables } from './chromeVariables';
import { modes } from './tokens';

describe('chrome variables', () => {
  it('derive Infima primary shades from the token colour', () => {
    const scale = primaryScale('#0b6bcb');
    expect(scale['--ifm-color-primary']).toBe('#0b6bcb');
    expect(scale['--ifm-color-primary-darkest']).toBe('#084b8e');
    expect(scale['--ifm-color-primary-lightest']).toBe('#5497db');
  });

  it('take both modes from the same tokens as the MUI theme', () => {
    expect(chromeVariables('light')['--ifm-color-primary']).toBe(modes.light.primary);
    expect(chromeVariables('dark')['--ifm-background-color']).toBe(modes.dark.background);
    expect(sharedVariables()['--site-radius']).toBe('12px');
    expect(sharedVariables()['--site-spacing']).toBe('8px');
  });

  it('emit one stylesheet that outranks Infima defaults in both modes', () => {
    const css = chromeStylesheet();
    expect(css).toMatch(/^html:root\{--site-radius:12px;/);
    expect(css).toContain(`html[data-theme='dark']{--ifm-color-primary:${modes.dark.primary}`);
  });
});
