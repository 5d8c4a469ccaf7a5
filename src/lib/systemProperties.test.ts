import { filterSystemProperties, systemPropertyRows } from './systemProperties';

const styleOf = (prop: string, value: unknown, spacing: number) =>
  ({
    mx: { marginLeft: `${Number(value) * spacing}px`, marginRight: `${Number(value) * spacing}px` },
    color: { color: value },
    displayPrint: { '@media print': { display: value } },
  })[prop] ?? {};

describe('systemPropertyRows', () => {
  const rows = systemPropertyRows(
    { mx: {}, color: { themeKey: 'palette' }, displayPrint: { cssProperty: false } },
    styleOf,
  );

  it("takes CSS properties from the style function's output", () => {
    expect(rows[0]).toEqual({ prop: 'mx', cssProperties: ['margin-left', 'margin-right'], themeKey: 'spacing' });
  });

  it('keeps the configured theme key and notes media queries', () => {
    expect(rows[1]).toEqual({ prop: 'color', cssProperties: ['color'], themeKey: 'palette' });
    expect(rows[2]).toEqual({
      prop: 'displayPrint',
      cssProperties: ['display'],
      themeKey: null,
      media: '@media print',
    });
  });

  it('filters by prop, CSS property or theme key', () => {
    expect(filterSystemProperties(rows, 'MARGIN').map((row) => row.prop)).toEqual(['mx']);
    expect(filterSystemProperties(rows, 'palette').map((row) => row.prop)).toEqual(['color']);
    expect(filterSystemProperties(rows, ' ')).toHaveLength(3);
  });
});
