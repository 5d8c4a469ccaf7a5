import { cpuPerQuery } from './search-trace.mjs';

const main = { pid: 1, tid: 7 };
const trace = (events: object[]) =>
  Buffer.from(
    JSON.stringify({
      traceEvents: [{ name: 'thread_name', ...main, ts: 0, dur: 0, args: { name: 'CrRendererMain' } }, ...events],
    }),
  );
const task = (ts: number, dur: number, tdur?: number, thread = main) => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});
const mark = (name: string, ts: number) => ({ name, ...main, ts, dur: 0 });

describe('cpuPerQuery', () => {
  it("adds the main thread's task time overlapping each query's marks, in ms", () => {
    const buffer = trace([
      mark('search-start:0', 1_000),
      task(900, 300, 250), // started just before the mark: counted, by its thread time
      task(1_500, 2_000), // no thread time: its duration counts
      mark('search-end:0', 4_000),
      task(5_000, 10_000), // between queries: not counted
      mark('search-start:1', 20_000),
      task(20_100, 1_000, 800),
      task(20_100, 5_000, 5_000, { pid: 1, tid: 9 }), // another thread: not counted
      mark('search-end:1', 22_000),
    ]);
    expect(cpuPerQuery(buffer, 2)).toEqual([2.25, 0.8]);
  });

  it('gives null for a query whose marks are missing, and reads a bare event array', () => {
    const buffer = Buffer.from(JSON.stringify([mark('search-start:0', 0)]));
    expect(cpuPerQuery(buffer, 1)).toEqual([null]);
  });
});
