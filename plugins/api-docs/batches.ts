/**
 * API page data is written in batches of neighbouring pages rather than one module per page.
 * Every route module costs the client's main bundle an entry in the route registry and the
 * runtime chunk map on every page of the site; 256 per-page modules cost ~15 KB gzip there.
 * A batch of ~48 KB of JSON costs an API page a few KB more, and its neighbours in the sidebar
 * then load from cache.
 */
export const API_BATCH_MAX_BYTES = 48 * 1024;

export interface SizedEntry {
  /** Serialized size in bytes. */
  size: number;
}

/**
 * Splits `entries` into consecutive batches, keeping their order, so that no batch exceeds
 * `maxBytes` unless a single entry does (it then gets a batch of its own).
 */
export function batchBySize<T extends SizedEntry>(entries: readonly T[], maxBytes: number): T[][] {
  if (!(maxBytes > 0)) throw new Error(`batchBySize: maxBytes must be positive, got ${maxBytes}.`);
  const batches: T[][] = [];
  let current: T[] = [];
  let currentSize = 0;
  for (const entry of entries) {
    if (current.length > 0 && currentSize + entry.size > maxBytes) {
      batches.push(current);
      current = [];
      currentSize = 0;
    }
    current.push(entry);
    currentSize += entry.size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
