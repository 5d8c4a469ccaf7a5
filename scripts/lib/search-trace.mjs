// Reading Chromium traces for the search bench (scripts/bench-search.mjs): how much main-thread
// CPU each query cost, from the marks the page sets around it.

/**
 * An event of a Chromium trace, with the fields read here.
 * @typedef {{ name?: string, ph?: string, pid?: number, tid?: number, ts: number, dur: number, tdur?: number,
 *   args?: { name?: string } }} TraceEvent
 */

/**
 * Main-thread CPU time (thread time of top-level tasks) between each `search-start:i` and
 * `search-end:i` mark of a Chromium trace. Unlike wall-clock time, a busy machine barely changes it.
 * @param {Buffer} traceBuffer @param {number} count
 * @returns {Array<number | null>} ms per query, null when its marks are not in the trace
 */
export function cpuPerQuery(traceBuffer, count) {
  /** @type {TraceEvent[] | { traceEvents: TraceEvent[] }} */
  const parsed = JSON.parse(traceBuffer.toString('utf8'));
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  /** @type {Map<string, number>} */
  const marks = new Map();
  for (const event of events) {
    if (typeof event.name === 'string' && /^search-(start|end):\d+$/.test(event.name)) marks.set(event.name, event.ts);
  }
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  /** @type {Array<number | null>} */
  const result = [];
  for (let index = 0; index < count; index += 1) {
    const start = marks.get(`search-start:${index}`);
    const end = marks.get(`search-end:${index}`);
    if (start === undefined || end === undefined) {
      result.push(null);
      continue;
    }
    // The task that typed the query started just before its mark: include tasks overlapping the window.
    const inWindow = tasks.filter((task) => task.ts + task.dur >= start && task.ts <= end);
    result.push(inWindow.reduce((sum, task) => sum + (task.tdur ?? task.dur), 0) / 1000);
  }
  return result;
}
