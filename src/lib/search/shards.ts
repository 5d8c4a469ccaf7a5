/**
 * Index sharding by term prefix. Every term belongs to the shard of its first two characters, and
 * consecutive prefixes are packed into files of roughly equal size, so a query fetches one shard per
 * term (prefix and typo matching happen inside that shard).
 */
import type { ShardRow } from './format';

export const SHARD_KEY_LENGTH = 2;

/** The first two characters (code points) of a term. */
export function shardKey(term: string): string {
  let key = '';
  let count = 0;
  for (const char of term) {
    if (count === SHARD_KEY_LENGTH) break;
    key += char;
    count += 1;
  }
  return key;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface PlannedShard<T> {
  /** Smallest key in the shard. */
  firstKey: string;
  items: T[];
}

/**
 * Packs items (terms with their serialized size) into shards: items sharing a key always go to
 * the same shard, keys stay in sorted order, and a shard is closed once it reaches `targetBytes`.
 */
export function planShards<T>(
  items: readonly T[],
  termOf: (item: T) => string,
  sizeOf: (item: T) => number,
  targetBytes: number,
): PlannedShard<T>[] {
  const byKey = new Map<string, T[]>();
  for (const item of items) {
    const key = shardKey(termOf(item));
    const list = byKey.get(key);
    if (list) list.push(item);
    else byKey.set(key, [item]);
  }
  const shards: PlannedShard<T>[] = [];
  let current: PlannedShard<T> | null = null;
  let currentBytes = 0;
  for (const key of [...byKey.keys()].sort(byCodeUnits)) {
    const group = byKey.get(key) as T[];
    if (!current || currentBytes >= targetBytes) {
      current = { firstKey: key, items: [] };
      currentBytes = 0;
      shards.push(current);
    }
    for (const item of group) {
      current.items.push(item);
      currentBytes += sizeOf(item);
    }
  }
  if (shards.length === 0) shards.push({ firstKey: '', items: [] });
  shards[0].firstKey = '';
  return shards;
}

/** Index in `shards` (sorted by first key, the first one '') of the shard holding `term`. */
export function shardIndexForTerm(shards: readonly ShardRow[], term: string): number {
  const key = shardKey(term);
  let low = 0;
  let high = shards.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (byCodeUnits(shards[middle][0], key) <= 0) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Distinct shard indexes needed for a query's terms, in ascending order. */
export function shardsForTerms(shards: readonly ShardRow[], terms: readonly string[]): number[] {
  return [...new Set(terms.map((term) => shardIndexForTerm(shards, term)))].sort((a, b) => a - b);
}
