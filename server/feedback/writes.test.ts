import Database from 'better-sqlite3';
import { createWriteQueue, isLockError, StoreUnavailableError, WRITE_DEADLINE_MS } from './writes';

const { SqliteError } = Database;
const busy = () => new SqliteError('database is locked', 'SQLITE_BUSY');

/** A clock that only moves when the queue sleeps, so the tests need no real time. */
function fakeTime() {
  let ms = Date.UTC(2024, 0, 1);
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => new Date(ms),
    sleep: async (delay: number) => {
      sleeps.push(delay);
      ms += delay;
    },
    advance: (delay: number) => (ms += delay),
  };
}

describe('write queue', () => {
  it('retries a locked database with growing delays, yielding between attempts, until the write lands', async () => {
    const time = fakeTime();
    const queue = createWriteQueue(time);
    let attempts = 0;
    const result = await queue.run(() => {
      attempts += 1;
      if (attempts < 4) throw busy();
      return 42;
    });
    expect(result).toBe(42);
    expect(time.sleeps).toEqual([10, 20, 40]);
    expect(queue.lastFailure()).toBeNull();
  });

  it('gives up within the deadline with a 503-able error and reports the failure until a write succeeds', async () => {
    const time = fakeTime();
    const queue = createWriteQueue(time);
    const failing = queue.run(() => {
      throw busy();
    });
    await expect(failing).rejects.toThrow(StoreUnavailableError);
    await expect(failing).rejects.toMatchObject({ code: 'SQLITE_BUSY', message: 'database is locked' });
    expect(time.sleeps).toEqual([10, 20, 40, 80, 160]);
    expect(time.sleeps.reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(WRITE_DEADLINE_MS);
    expect(queue.lastFailure()).toEqual({
      at: '2024-01-01T00:00:00.310Z',
      code: 'SQLITE_BUSY',
      message: 'database is locked',
    });
    await queue.run(() => 1);
    expect(queue.lastFailure()).toBeNull();
  });

  it('fails at once, without retrying, when the disk is full', async () => {
    const time = fakeTime();
    const queue = createWriteQueue(time);
    let attempts = 0;
    const write = queue.run(() => {
      attempts += 1;
      throw new SqliteError('database or disk is full', 'SQLITE_FULL');
    });
    await expect(write).rejects.toMatchObject({ code: 'SQLITE_FULL', message: 'database or disk is full' });
    expect(attempts).toBe(1);
    expect(time.sleeps).toEqual([]);
    expect(queue.lastFailure()?.code).toBe('SQLITE_FULL');
  });

  it('passes other errors through unchanged but still reports the failure', async () => {
    const queue = createWriteQueue(fakeTime());
    const bug = new TypeError('not a function');
    await expect(
      queue.run(() => {
        throw bug;
      }),
    ).rejects.toBe(bug);
    expect(queue.lastFailure()).toMatchObject({ code: 'ERROR' });
  });

  it('runs writes one at a time; a write that waited past its deadline fails without touching the database', async () => {
    const time = fakeTime();
    const queue = createWriteQueue(time);
    const order: string[] = [];
    const first = queue.run(() => {
      order.push('first');
      time.advance(200); // a slow attempt
      throw busy();
    });
    let secondRan = false;
    const second = queue.run(() => {
      secondRan = true;
    });
    await expect(first).rejects.toThrow(StoreUnavailableError);
    await expect(second).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    expect(secondRan).toBe(false);
    expect(order).toEqual(['first', 'first', 'first']);
    expect(time.sleeps).toEqual([10, 20]);
  });

  it('idle() waits for every queued write, including ones queued meanwhile', async () => {
    const queue = createWriteQueue();
    const done: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    void queue.run(() => done.push(1));
    const idle = queue.idle().then(() => [...done]);
    void gate.then(() => queue.run(() => done.push(2)));
    release();
    await gate;
    expect(await idle).toEqual([1, 2]);
  });

  it('knows lock errors from other SQLite errors', () => {
    expect(isLockError(busy())).toBe(true);
    expect(isLockError(new SqliteError('x', 'SQLITE_BUSY_SNAPSHOT'))).toBe(true);
    expect(isLockError(new SqliteError('x', 'SQLITE_LOCKED'))).toBe(true);
    expect(isLockError(new SqliteError('x', 'SQLITE_IOERR'))).toBe(false);
    expect(isLockError(new Error('SQLITE_BUSY'))).toBe(false);
  });
});
