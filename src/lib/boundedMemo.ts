/**
 * Remembers the last `limit` results of a pure function by a string key: work asked for many
 * times with the same input is done once. The production build reads each demo's derived code
 * several times (the server bundle, the browser's demo module and its lazy source), and every demo
 * on a page asks for the same demo theme. The bound keeps a long session, where every save or
 * settings change is a new input, from growing. A thrown error or a rejected promise is
 * remembered too: the same input fails the same way.
 */
export function boundedMemo<Args extends unknown[], Result>(
  compute: (...args: Args) => Result,
  keyOf: (...args: Args) => string,
  limit = 4000,
): (...args: Args) => Result {
  const results = new Map<string, { value: Result } | { error: unknown }>();
  return (...args: Args): Result => {
    const key = keyOf(...args);
    let entry = results.get(key);
    if (entry) {
      // Most recently used last, so the oldest entry is the one dropped.
      results.delete(key);
    } else {
      try {
        entry = { value: compute(...args) };
      } catch (error) {
        entry = { error };
      }
      if (results.size >= limit) results.delete(results.keys().next().value as string);
    }
    results.set(key, entry);
    if ('error' in entry) throw entry.error;
    return entry.value;
  };
}
