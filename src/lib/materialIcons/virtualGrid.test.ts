import { columnCount, sameWindow, visibleRows } from './virtualGrid';

describe('columnCount', () => {
  it('fits as many minimum-width cells as the width allows, at least one', () => {
    expect(columnCount(1000, 96, 8)).toBe(9);
    expect(columnCount(320, 96, 8)).toBe(3);
    expect(columnCount(103, 96, 8)).toBe(1);
    expect(columnCount(0, 96, 8)).toBe(1);
    expect(columnCount(Number.NaN, 96, 8)).toBe(1);
  });
});

describe('visibleRows', () => {
  const base = { viewportHeight: 800, rowHeight: 100, rowCount: 200, overscan: 2 };

  it('renders the rows in view plus the overscan', () => {
    expect(visibleRows({ ...base, gridTop: 300 })).toEqual({ start: 0, end: 7 });
    expect(visibleRows({ ...base, gridTop: -1050 })).toEqual({ start: 8, end: 21 });
  });

  it('clamps to the grid', () => {
    expect(visibleRows({ ...base, gridTop: -19_900 })).toEqual({ start: 197, end: 200 });
    expect(visibleRows({ ...base, gridTop: -50_000 })).toEqual({ start: 200, end: 200 });
    expect(visibleRows({ ...base, gridTop: 5000 })).toEqual({ start: 0, end: 0 });
    expect(visibleRows({ ...base, rowCount: 0, gridTop: 0 })).toEqual({ start: 0, end: 0 });
  });

  it('always renders the leading rows while the window starts at the top', () => {
    expect(visibleRows({ ...base, gridTop: 5000, leadingRows: 5 })).toEqual({ start: 0, end: 5 });
    expect(visibleRows({ ...base, gridTop: 300, leadingRows: 5 })).toEqual({ start: 0, end: 7 });
    expect(visibleRows({ ...base, rowCount: 3, gridTop: 5000, leadingRows: 5 })).toEqual({ start: 0, end: 3 });
    expect(visibleRows({ ...base, gridTop: -1050, leadingRows: 5 })).toEqual({ start: 8, end: 21 });
  });

  it('compares windows', () => {
    expect(sameWindow({ start: 1, end: 2 }, { start: 1, end: 2 })).toBe(true);
    expect(sameWindow({ start: 1, end: 2 }, { start: 1, end: 3 })).toBe(false);
  });
});
