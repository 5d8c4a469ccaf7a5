/**
 * Which rows of a result list the dialog renders in the frame that answers a keystroke: the rows
 * holding the first options (about a screenful), the rest in a later, interruptible render. A list
 * of 15 results with their sub-results is 30 to 45 options and 300 to 450 elements; building only
 * the first ones keeps typing -> results short.
 */
import type { Group } from './rank';

/** Options (results and sub-results) rendered with a new result list; about what a screen shows. */
export const FIRST_RENDER_OPTIONS = 10;

/** A result row: one option for the result itself, one per sub-result. */
export interface OptionRow {
  subResults: readonly unknown[];
}

const optionsOf = (row: OptionRow) => 1 + row.subResults.length;

/** Number of options in the groups. */
export function countOptions(groups: readonly Group<OptionRow>[]): number {
  return groups.reduce((sum, group) => sum + group.items.reduce((rows, row) => rows + optionsOf(row), 0), 0);
}

/**
 * The groups cut after the row holding option number `count` (rows stay whole, empty groups go).
 * Returns `groups` itself when nothing is cut.
 */
export function firstOptions<T extends OptionRow>(groups: readonly Group<T>[], count: number): readonly Group<T>[] {
  if (countOptions(groups) <= count) return groups;
  const kept: Group<T>[] = [];
  let options = 0;
  for (const group of groups) {
    if (options >= count) break;
    const items: T[] = [];
    for (const row of group.items) {
      if (options >= count) break;
      items.push(row);
      options += optionsOf(row);
    }
    kept.push({ product: group.product, items });
  }
  return kept;
}
