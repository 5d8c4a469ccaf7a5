import Database from 'better-sqlite3';
import { post, startService, type RunningService } from './test-helpers';
import { RETRY_AFTER_SECONDS } from './writes';

const VOTE = { page: '/material-ui/react-button/', rating: 'yes' } as const;

async function timed<T>(action: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await action();
  return { result, ms: performance.now() - started };
}

const health = (service: RunningService) => fetch(`${service.url}/health`);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a locked or failing database', () => {
  let service: RunningService | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });

  it('answers 503 with Retry-After in under 1.5 s while /health stays fast', async () => {
    service = await startService();
    const running = service;
    expect((await health(running)).status).toBe(200);
    const locker = new Database(running.dbFile);
    locker.exec('BEGIN IMMEDIATE'); // holds the write lock, as another process would
    try {
      const answer = timed(() => post(running, VOTE));
      await delay(50);
      const probe = await timed(() => health(running));
      expect(probe.ms).toBeLessThan(1000); // was 5.2 s: the busy wait blocked the event loop
      expect(probe.result.status).toBe(200); // the write is still retrying

      const { result, ms } = await answer;
      expect(ms).toBeLessThan(1500); // was 5.2 s, and a 500
      expect(result.status).toBe(503);
      expect(result.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(await result.json()).toEqual({
        error: 'Service Unavailable',
        message: `the feedback database is unavailable right now (SQLITE_BUSY); retry in ${RETRY_AFTER_SECONDS} s`,
      });

      const failing = await timed(() => health(running));
      expect(failing.ms).toBeLessThan(1000);
      expect(failing.result.status).toBe(503);
      expect(await failing.result.json()).toEqual({
        status: 'failing',
        message: expect.stringMatching(/^the last write failed at .* \(SQLITE_BUSY: database is locked\)/),
        lastWriteFailure: { at: expect.any(String), code: 'SQLITE_BUSY', message: 'database is locked' },
      });
    } finally {
      locker.exec('ROLLBACK');
      locker.close();
    }
    expect((await post(running, VOTE)).status).toBe(201);
    expect((await health(running)).status).toBe(200);
    expect(running.store.count()).toBe(1);
  });

  it('answers 20 concurrent submissions 503 together instead of one lock wait after another', async () => {
    service = await startService({ FEEDBACK_RATE_LIMIT_MAX: '100' });
    const running = service;
    expect((await health(running)).status).toBe(200);
    const locker = new Database(running.dbFile);
    locker.exec('BEGIN IMMEDIATE');
    try {
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: 20 }, () => post(running, VOTE)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(503));
      // Sequential 5 s waits took 100 s; queued writes share one deadline window (3 s leaves room for a busy CI).
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      locker.exec('ROLLBACK');
      locker.close();
    }
  });

  it('stores a submission that waited briefly for the lock', async () => {
    service = await startService();
    const locker = new Database(service.dbFile);
    locker.exec('BEGIN IMMEDIATE');
    const answer = post(service, VOTE);
    await delay(50);
    locker.exec('COMMIT');
    locker.close();
    expect((await answer).status).toBe(201);
    expect(service.store.count()).toBe(1);
  });

  it('reports a full disk on /health with 503 until a write succeeds again', async () => {
    let diskFull = false;
    service = await startService(
      {},
      {
        wrapStore: (store) => ({
          ...store,
          insert(submission) {
            if (diskFull) throw new Database.SqliteError('database or disk is full', 'SQLITE_FULL');
            return store.insert(submission);
          },
        }),
      },
    );
    expect((await health(service)).status).toBe(200);

    diskFull = true;
    const { result: refused, ms } = await timed(() => post(service!, VOTE));
    expect(ms).toBeLessThan(1000); // a full disk is not retried
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect((await refused.json()).message).toContain('SQLITE_FULL');
    for (let i = 0; i < 2; i++) {
      const report = await health(service);
      expect(report.status).toBe(503);
      expect((await report.json()).lastWriteFailure).toMatchObject({ code: 'SQLITE_FULL' });
    }

    diskFull = false;
    expect((await post(service, VOTE)).status).toBe(201);
    const recovered = await health(service);
    expect(recovered.status).toBe(200);
    expect(await recovered.json()).toEqual({ status: 'ok' });
  });
});

describe('the daily cap', () => {
  let service: RunningService | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });

  it('answers 429 past FEEDBACK_DAILY_CAP submissions per UTC day, from all clients together', async () => {
    let time = new Date('2024-06-01T22:00:00.000Z');
    service = await startService({ FEEDBACK_DAILY_CAP: '3' }, { now: () => time });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(service, { ...VOTE, comment: `vote ${i}` })).status);
    expect(statuses).toEqual([201, 201, 201]);

    const refused = await post(service, VOTE);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(2 * 3600));
    expect(await refused.json()).toEqual({
      error: 'Too Many Requests',
      message:
        'the feedback service has reached its limit of 3 submissions for today (UTC); ' +
        'it accepts feedback again from 2024-06-02T00:00:00.000Z',
    });
    expect(service.store.count()).toBe(3);

    time = new Date('2024-06-02T00:00:01.000Z');
    expect((await post(service, VOTE)).status).toBe(201);
    expect(service.store.count()).toBe(4);
  });

  it('counts the submissions already stored today when the service starts', async () => {
    const time = new Date('2024-06-01T12:00:00.000Z');
    service = await startService({ FEEDBACK_DAILY_CAP: '2' }, { now: () => time });
    service.store.insert(VOTE);
    service.store.insert(VOTE);
    expect((await post(service, VOTE)).status).toBe(429);
  });
});
