import { useEffect, useState, type RefObject } from 'react';
import { columnCount, sameWindow, visibleRows, type RowWindow } from '../../lib/materialIcons/virtualGrid';

export interface GridGeometry {
  /** Narrowest cell, the gap between cells and the height of a row including its gap (px); match styles.module.css. */
  minCell: number;
  gap: number;
  rowHeight: number;
  /** Rows rendered beyond the viewport on each side. */
  overscan: number;
  /** Columns rendered on the server and before the first measurement. */
  initialColumns: number;
  /** Rows rendered on the server, and always while the grid's top is in or below the viewport. */
  initialRows: number;
}

/**
 * Columns that fit the grid's width, and the rows near the viewport (the page scrolls, not the
 * grid): measured after mount and on every resize and scroll, at most once a frame.
 */
export function useVirtualGrid(
  ref: RefObject<HTMLElement | null>,
  itemCount: number,
  geometry: GridGeometry,
): { columns: number; rows: RowWindow } {
  const { minCell, gap, rowHeight, overscan, initialColumns, initialRows } = geometry;
  const [columns, setColumns] = useState(initialColumns);
  const [rows, setRows] = useState<RowWindow>({ start: 0, end: initialRows });
  const rowCount = Math.ceil(itemCount / columns);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setColumns(columnCount(element.clientWidth, minCell, gap));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minCell, gap]);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const next = visibleRows({
        gridTop: element.getBoundingClientRect().top,
        viewportHeight: window.innerHeight,
        rowHeight,
        // Not clamped here, so a list that grows again renders its rows in view at once.
        rowCount: Number.MAX_SAFE_INTEGER,
        overscan,
        leadingRows: initialRows,
      });
      setRows((previous) => (sameWindow(previous, next) ? previous : next));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    // The list's length changes what sits below the grid, not where it starts; measure again anyway
    // in case the page above it moved.
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [ref, rowCount, rowHeight, overscan, initialRows]);

  return { columns, rows: { start: Math.min(rows.start, rowCount), end: Math.min(rows.end, rowCount) } };
}
