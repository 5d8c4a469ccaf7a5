/** Test-only fakes: a manual clock and a scripted random source. Not imported by production code. */

/** Timers fire only when `advance` moves time past them. */
export function createFakeTimers() {
  let now = 0;
  let nextId = 1;
  const tasks = new Map<number, { at: number; callback: () => void }>();

  return {
    now: () => now,
    setTimeout: (callback: () => void, ms: number): number => {
      const id = nextId;
      nextId += 1;
      tasks.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (id: number): void => {
      tasks.delete(id);
    },
    pendingCount: () => tasks.size,
    /** Runs due timers in time order (ties in creation order), including ones they schedule. */
    advance(ms: number): void {
      const end = now + ms;
      for (;;) {
        let nextDue: [number, { at: number; callback: () => void }] | undefined;
        for (const entry of tasks) {
          if (entry[1].at <= end && (!nextDue || entry[1].at < nextDue[1].at)) nextDue = entry;
        }
        if (!nextDue) break;
        tasks.delete(nextDue[0]);
        now = nextDue[1].at;
        nextDue[1].callback();
      }
      now = end;
    },
  };
}

/** Test-only random source replaying `values`; fails loudly when the code draws more than expected. */
export function randomSequence(...values: number[]): jest.Mock<number, []> {
  const queue = [...values];
  return jest.fn(() => {
    if (queue.length === 0) throw new Error('random() called more times than expected');
    return queue.shift() as number;
  });
}
