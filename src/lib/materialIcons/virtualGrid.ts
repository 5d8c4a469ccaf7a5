/** Geometry of the icon grid, which renders only the rows near the viewport. */

/** How many cells of at least `minCell` px, `gap` px apart, fit in `width` px (at least one). */
export function columnCount(width: number, minCell: number, gap: number): number {
  if (!(width > 0)) return 1;
  return Math.max(1, Math.floor((width + gap) / (minCell + gap)));
}

export interface RowWindow {
  /** First row to render. */
  start: number;
  /** Row after the last one to render. */
  end: number;
}

export interface RowWindowInput {
  /** Top of the grid relative to the top of the viewport (negative once scrolled past). */
  gridTop: number;
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  /** Extra rows rendered above and below the visible ones. */
  overscan: number;
  /**
   * Rows always rendered while the window starts at the first row, so the grid's beginning is in
   * the page (for find-in-page and screen readers) even before it scrolls into view.
   */
  leadingRows?: number;
}

/** The rows that intersect the viewport, widened by `overscan`, clamped to the grid. */
export function visibleRows({
  gridTop,
  viewportHeight,
  rowHeight,
  rowCount,
  overscan,
  leadingRows = 0,
}: RowWindowInput): RowWindow {
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(-gridTop / rowHeight);
  const last = Math.ceil((viewportHeight - gridTop) / rowHeight);
  const start = Math.min(rowCount, Math.max(0, first - overscan));
  let end = Math.max(start, Math.min(rowCount, last + overscan));
  if (start === 0) end = Math.max(end, Math.min(rowCount, leadingRows));
  return { start, end };
}

export function sameWindow(a: RowWindow, b: RowWindow): boolean {
  return a.start === b.start && a.end === b.end;
}
