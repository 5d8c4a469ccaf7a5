import { rovingTarget } from './roving';

describe('rovingTarget', () => {
  it('moves right and left, wrapping around', () => {
    expect(rovingTarget('ArrowRight', 0, 4)).toBe(1);
    expect(rovingTarget('ArrowRight', 3, 4)).toBe(0);
    expect(rovingTarget('ArrowLeft', 2, 4)).toBe(1);
    expect(rovingTarget('ArrowLeft', 0, 4)).toBe(3);
  });

  it('jumps to the ends with Home and End', () => {
    expect(rovingTarget('Home', 2, 4)).toBe(0);
    expect(rovingTarget('End', 1, 4)).toBe(3);
  });

  it('swaps the arrows right to left', () => {
    expect(rovingTarget('ArrowLeft', 0, 4, 'rtl')).toBe(1);
    expect(rovingTarget('ArrowRight', 0, 4, 'rtl')).toBe(3);
    expect(rovingTarget('Home', 2, 4, 'rtl')).toBe(0);
    expect(rovingTarget('End', 0, 4, 'rtl')).toBe(3);
  });

  it('starts from the first control when focus is outside the list', () => {
    expect(rovingTarget('ArrowRight', -1, 4)).toBe(0);
    expect(rovingTarget('ArrowLeft', -1, 4)).toBe(3);
  });

  it('leaves other keys alone', () => {
    expect(rovingTarget('ArrowDown', 0, 4)).toBeNull();
    expect(rovingTarget('Enter', 0, 4)).toBeNull();
    expect(rovingTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
