import { INITIAL_THEME_SETTINGS as initial, parsePaletteColors, themeSettingsReducer as reduce } from './themeSettings';

describe('themeSettingsReducer', () => {
  it('starts from the spec defaults', () => {
    expect(initial).toEqual({ dense: false, direction: 'ltr', paletteColors: {}, spacing: 8, paletteMode: 'light' });
  });

  it('sets, increases and decreases spacing by one', () => {
    const set = reduce(initial, { type: 'SET_SPACING', payload: 5 });
    expect(set.spacing).toBe(5);
    expect(reduce(set, { type: 'INCREASE_SPACING' }).spacing).toBe(6);
    expect(reduce(set, { type: 'DECREASE_SPACING' }).spacing).toBe(4);
  });

  it('sets dense and resets density to dense false, spacing 8', () => {
    const dense = reduce(reduce(initial, { type: 'SET_DENSE', payload: true }), { type: 'SET_SPACING', payload: 3 });
    expect(dense).toMatchObject({ dense: true, spacing: 3 });
    expect(reduce(dense, { type: 'RESET_DENSITY' })).toMatchObject({ dense: false, spacing: 8 });
  });

  it('resets colours', () => {
    const colored = reduce(initial, { type: 'CHANGE', payload: { paletteColors: { primary: '#ff0000' } } });
    expect(colored.paletteColors).toEqual({ primary: '#ff0000' });
    expect(reduce(colored, { type: 'RESET_COLORS' }).paletteColors).toEqual({});
  });

  it('changes mode, direction and colours, returning the same object when nothing differs', () => {
    const changed = reduce(initial, { type: 'CHANGE', payload: { paletteMode: 'dark', direction: 'rtl' } });
    expect(changed).toMatchObject({ paletteMode: 'dark', direction: 'rtl' });
    expect(reduce(changed, { type: 'CHANGE', payload: { paletteMode: 'dark' } })).toBe(changed);
    expect(reduce(changed, { type: 'CHANGE', payload: { paletteColors: {} } })).toBe(changed);
    expect(reduce(changed, { type: 'CHANGE', payload: {} })).toBe(changed);
  });

  it('throws on an unknown action', () => {
    expect(() => reduce(initial, { type: 'EXPLODE' } as never)).toThrow('Unrecognized type of action: EXPLODE');
  });

  it('never mutates the previous state', () => {
    const frozen = Object.freeze({ ...initial, paletteColors: Object.freeze({}) });
    expect(() => reduce(frozen, { type: 'SET_DENSE', payload: true })).not.toThrow();
    expect(frozen.dense).toBe(false);
  });
});

describe('parsePaletteColors', () => {
  it('keeps well-formed hex colours and drops anything else', () => {
    expect(parsePaletteColors('{"primary":"#1a2B3c","secondary":"red"}')).toEqual({ primary: '#1a2B3c' });
    expect(parsePaletteColors('not json')).toEqual({});
    expect(parsePaletteColors('null')).toEqual({});
    expect(parsePaletteColors(null)).toEqual({});
  });
});
