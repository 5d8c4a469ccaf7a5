import { installedSystemProperties } from './index';

describe('installedSystemProperties', () => {
  const rows = installedSystemProperties();
  const row = (prop: string) => rows.find((entry) => entry.prop === prop);

  it('lists every key of the installed sx config', () => {
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((entry) => entry.prop)).size).toBe(rows.length);
  });

  it('derives CSS properties and theme keys from the style functions', () => {
    expect(row('px')).toEqual({ prop: 'px', cssProperties: ['padding-left', 'padding-right'], themeKey: 'spacing' });
    expect(row('bgcolor')).toEqual({ prop: 'bgcolor', cssProperties: ['background-color'], themeKey: 'palette' });
    expect(row('gap')?.themeKey).toBe('spacing');
    expect(row('display')).toEqual({ prop: 'display', cssProperties: ['display'], themeKey: null });
    expect(row('displayPrint')).toEqual({
      prop: 'displayPrint',
      cssProperties: ['display'],
      themeKey: null,
      media: '@media print',
    });
  });
});
