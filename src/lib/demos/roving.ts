/**
 * Roving focus in a horizontal toolbar (WAI-ARIA toolbar pattern): arrow keys move between
 * the controls and wrap around, Home and End jump to the ends. In a right-to-left page the
 * arrows follow what the reader sees, so Left moves to the next control.
 */

export type ReadingDirection = 'ltr' | 'rtl';

/**
 * The index that `key` moves focus to from `index` among `count` controls, or null when the
 * key is not a toolbar navigation key (the event is then left alone).
 */
export function rovingTarget(
  key: string,
  index: number,
  count: number,
  direction: ReadingDirection = 'ltr',
): number | null {
  if (count <= 0) return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const from = index < 0 || index >= count ? -1 : index;
  switch (key) {
    case forward:
      return (from + 1) % count;
    case backward:
      return from <= 0 ? count - 1 : from - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
