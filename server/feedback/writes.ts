/**
 * Runs the store's synchronous writes without freezing the service. better-sqlite3 blocks the thread while
 * SQLite waits for a lock, so the store does not wait (WRITE_BUSY_TIMEOUT_MS) and this queue retries with
 * backoff, yielding to the event loop between attempts. Writes run one at a time: while the database is
 * locked, queued writes wait their turn instead of all retrying at once.
 */

/** Leaves room within the promised second for timers that fire late on a loaded machine. */
export const WRITE_DEADLINE_MS = 500;
/** What a 503 tells the client: a lock held this long is maintenance, not contention. */
export const RETRY_AFTER_SECONDS = 5;
const FIRST_RETRY_DELAY_MS = 10;
const MAX_RETRY_DELAY_MS = 200;

/** The database could not take the write (locked, full, read-only, I/O error): the client may retry. */
export class StoreUnavailableError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface WriteFailure {
  /** ISO 8601 time of the failure. */
  at: string;
  /** SQLite's error code, e.g. SQLITE_BUSY or SQLITE_FULL. */
  code: string;
  message: string;
}

export interface WriteQueueOptions {
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  /** How long a write may wait, queueing and retrying included, before it fails. */
  deadlineMs?: number;
}

export interface WriteQueue {
  /** Runs `write` when the writes queued before it have settled; rejects with StoreUnavailableError on SQLite errors. */
  run<T>(write: () => T): Promise<T>;
  /** The last failed write, until a write succeeds. */
  lastFailure(): WriteFailure | null;
  /** Resolves once every write queued so far, and any queued meanwhile, has settled. */
  idle(): Promise<void>;
}

/** SQLite's error code (better-sqlite3's SqliteError), or null for other errors. */
export function sqliteCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : null;
}

/** Another connection holds the lock: worth another try. Everything else (full disk, I/O error) is not. */
export function isLockError(error: unknown): boolean {
  const code = sqliteCode(error);
  return code !== null && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createWriteQueue(options: WriteQueueOptions = {}): WriteQueue {
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? realSleep;
  const deadlineMs = options.deadlineMs ?? WRITE_DEADLINE_MS;
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let failure: WriteFailure | null = null;

  function fail(code: string, message: string, cause?: unknown): never {
    failure = { at: now().toISOString(), code, message };
    throw new StoreUnavailableError(code, message, { cause });
  }

  async function attempt<T>(write: () => T, queuedAt: number): Promise<T> {
    const elapsed = () => now().getTime() - queuedAt;
    // Queued behind a locked database until its deadline passed: the client gets its answer now, not later.
    if (elapsed() >= deadlineMs) fail('SQLITE_BUSY', 'database is locked');
    for (let retry = 0; ; retry++) {
      try {
        const result = write();
        failure = null;
        return result;
      } catch (error) {
        const code = sqliteCode(error);
        if (code === null) {
          failure = { at: now().toISOString(), code: 'ERROR', message: 'the write failed unexpectedly' };
          throw error;
        }
        // Not `instanceof Error`: errors from the native addon can come from another realm (Jest's sandbox).
        const message = String((error as { message?: unknown }).message ?? error);
        const delay = Math.min(FIRST_RETRY_DELAY_MS * 2 ** retry, MAX_RETRY_DELAY_MS);
        if (!isLockError(error) || elapsed() + delay > deadlineMs) fail(code, message, error);
        await sleep(delay);
      }
    }
  }

  return {
    run(write) {
      const queuedAt = now().getTime();
      pending += 1;
      const result = tail.then(() => attempt(write, queuedAt));
      tail = result.then(
        () => (pending -= 1),
        () => (pending -= 1),
      );
      return result;
    },
    lastFailure: () => failure,
    async idle() {
      while (pending > 0) await tail;
    },
  };
}
