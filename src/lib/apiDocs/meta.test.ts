import { apiPageMeta } from './meta';

describe('apiPageMeta', () => {
  it('names the area so same-named components in two libraries stay distinct', () => {
    const joy = apiPageMeta({ name: 'Badge', areaName: 'Joy UI', descriptionHtml: '' });
    const base = apiPageMeta({ name: 'Badge', areaName: 'Base UI', descriptionHtml: '' });
    expect(joy.title).toBe('Badge API - Joy UI');
    expect(base.title).not.toBe(joy.title);
    expect(joy.description).toBe('Joy UI Badge API: props, slots, CSS classes and theme names of this component.');
    expect(base.description).not.toBe(joy.description);
  });

  it('uses the first sentence of the JSDoc, without markup, and clips it to 160 characters', () => {
    const meta = apiPageMeta({
      name: 'Slider',
      areaName: 'Material UI',
      descriptionHtml: `<p>Sliders let users make <code>selections</code> from a range of values. ${'More. '.repeat(5)}</p>`,
    });
    expect(meta.description).toBe('Material UI Slider API: Sliders let users make selections from a range of values.');
    const long = apiPageMeta({ name: 'X', areaName: 'Joy UI', descriptionHtml: `${'word '.repeat(60)}end.` });
    expect(long.description.length).toBeLessThanOrEqual(160);
    expect(long.description.endsWith('…')).toBe(true);
  });

  it('keeps the description at least 50 characters when the JSDoc is terse', () => {
    expect(
      apiPageMeta({ name: 'Box', areaName: 'MUI System', descriptionHtml: 'A box.' }).description.length,
    ).toBeGreaterThanOrEqual(50);
  });
});
