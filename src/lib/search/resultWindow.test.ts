import { countOptions, FIRST_RENDER_OPTIONS, firstOptions } from './resultWindow';

const row = (subs: number) => ({ subResults: Array.from({ length: subs }, (_, index) => index) });

describe('firstOptions', () => {
  // 15 results with 2 sub-results each: the largest list the client returns (45 options).
  const full = [
    { product: 'joy-ui', items: Array.from({ length: 5 }, () => row(2)) },
    { product: 'material-ui', items: Array.from({ length: 5 }, () => row(2)) },
    { product: 'system', items: Array.from({ length: 5 }, () => row(2)) },
  ];

  it('counts results and sub-results', () => {
    expect(countOptions(full)).toBe(45);
    expect(countOptions([])).toBe(0);
  });

  it('keeps whole rows up to the row holding the last wanted option', () => {
    const cut = firstOptions(full, FIRST_RENDER_OPTIONS);
    // Rows of 3 options: the fourth holds options 10-12.
    expect(cut).toEqual([{ product: 'joy-ui', items: full[0].items.slice(0, 4) }]);
    expect(countOptions(firstOptions(full, 13))).toBe(15);
    expect(firstOptions(full, 16).map((group) => group.items.length)).toEqual([5, 1]);
  });

  it('renders about a screenful: at most a third of the largest list at once', () => {
    expect(countOptions(firstOptions(full, FIRST_RENDER_OPTIONS))).toBeLessThanOrEqual(15);
  });

  it('returns the groups themselves when nothing is cut', () => {
    expect(firstOptions(full, 45)).toBe(full);
    const small = [{ product: 'other', items: [row(0), row(1)] }];
    expect(firstOptions(small, FIRST_RENDER_OPTIONS)).toBe(small);
  });
});
