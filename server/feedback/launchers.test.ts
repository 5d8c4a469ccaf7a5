import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openStore } from './store';
import { SITEMAP_FIXTURE, spawnService, tempDbPath, type ChildService } from './test-helpers';

// Exercises the plain-Node entry points (swc require hook, main.ts, the report script) as the repo runs them.
const REPORT = path.join(__dirname, 'report.cjs');
const PAGE = '/material-ui/react-button/';

describe('launchers', () => {
  let dir: string;
  let file: string;
  let service: ChildService | undefined;
  beforeEach(() => ({ dir, file } = tempDbPath()));
  afterEach(async () => {
    // A failed assertion must not leave the child running (Jest would wait for it).
    if (service && service.child.exitCode === null && service.child.signalCode === null) {
      service.child.kill('SIGKILL');
      await service.exited;
    }
    service = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function report(env: Record<string, string>) {
    return spawnSync(process.execPath, [REPORT], { env: { ...process.env, ...env }, encoding: 'utf8' });
  }

  it('start.cjs serves POST /feedback and closes cleanly on SIGTERM', async () => {
    service = await spawnService({ FEEDBACK_DB: file, FEEDBACK_SITEMAP: SITEMAP_FIXTURE });
    expect(service.output()).toContain('accepting feedback on the 4 pages listed in');

    const response = await fetch(`${service.url}/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page: PAGE, rating: 'no', comment: 'via start.cjs' }),
    });
    expect(response.status).toBe(201);
    service.child.kill('SIGTERM');
    expect(await service.exited).toBe(0);

    const store = openStore(file);
    expect(store.summary().latestComments).toEqual([
      expect.objectContaining({ page: PAGE, rating: 'no', comment: 'via start.cjs' }),
    ]);
    store.close();
  }, 20_000);

  it('ignores repeated signals during shutdown and finishes the in-flight write first', async () => {
    service = await spawnService({ FEEDBACK_DB: file, FEEDBACK_SITEMAP: SITEMAP_FIXTURE });
    const running = service;
    // Another connection holds the write lock, so the submission stays in the write queue, retrying.
    const locker = new Database(file);
    locker.exec('BEGIN IMMEDIATE');
    try {
      // Headers now, body later: the request is in flight when the signals arrive.
      const body = JSON.stringify({ page: PAGE, rating: 'yes', comment: 'written during shutdown' });
      const request = http.request(`${running.url}/feedback`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      });
      const answer = new Promise<{ status?: number; text: string }>((resolve, reject) => {
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode, text }));
        });
        request.on('error', reject);
      });
      request.write(body.slice(0, 10));
      await running.waitFor(/"method":"POST","url":"\/feedback"/);

      running.child.kill('SIGINT');
      await running.waitFor(/SIGINT received, closing/);
      running.child.kill('SIGINT');
      running.child.kill('SIGTERM');
      await running.waitFor(/SIGTERM received again: ignored/);
      await running.waitFor(/SIGINT received again: ignored/);

      request.end(body.slice(10));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(running.child.exitCode).toBeNull(); // still waiting for the write
      locker.exec('COMMIT');

      const { status, text } = await answer;
      expect({ status, text }).toEqual({ status: 201, text: expect.stringMatching(/^\{"id":\d+\}$/) });
    } finally {
      if (locker.inTransaction) locker.exec('ROLLBACK');
      locker.close();
    }
    expect(await running.exited).toBe(0); // not 130: the second SIGINT did not kill it
    expect(running.output().match(/received, closing/g)).toHaveLength(1);

    const store = openStore(file);
    expect(store.summary().latestComments).toEqual([
      expect.objectContaining({ page: PAGE, comment: 'written during shutdown' }),
    ]);
    store.close();
  }, 20_000);

  it.each<[string, Record<string, string>, RegExp]>([
    ['a summary token under 32 characters', { FEEDBACK_SUMMARY_TOKEN: 'e2e-summary-token' }, /at least 32 characters/],
    ['FEEDBACK_TRUST_PROXY=true', { FEEDBACK_TRUST_PROXY: 'true' }, /list the reverse proxy's addresses/],
    ['a FEEDBACK_SITEMAP that does not exist', { FEEDBACK_SITEMAP: '/nonexistent/sitemap.xml' }, /does not exist/],
  ])('start.cjs refuses to start with %s, saying why', (_name, env, message) => {
    const result = spawnSync(process.execPath, [path.join(__dirname, 'start.cjs')], {
      env: { ...process.env, FEEDBACK_DB: file, FEEDBACK_PORT: '0', ...env },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).not.toContain('listening');
  });

  it('report.cjs prints the table from the database file', () => {
    const store = openStore(file);
    store.insert({ page: '/good/', rating: 'yes' });
    store.insert({ page: '/bad/', rating: 'no', comment: 'Outdated screenshot' });
    store.close();

    const result = report({ FEEDBACK_DB: file });
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('Page feedback: 2 submissions on 2 pages, least helpful first');
    expect(lines.slice(2, 6)).toEqual([
      'page    yes  no  helpful %',
      '------  ---  --  ---------',
      '/bad/     0   1         0%',
      '/good/    1   0       100%',
    ]);
    expect(result.stdout).toContain('    Outdated screenshot');
  });

  it('report.cjs says so when there is no feedback, without creating a database', () => {
    const missing = report({ FEEDBACK_DB: file });
    expect(missing.status).toBe(0);
    expect(missing.stdout.trim()).toBe(`No feedback recorded yet. (no database at ${file})`);
    expect(fs.existsSync(file)).toBe(false);

    openStore(file).close();
    const empty = report({ FEEDBACK_DB: file });
    expect(empty.stdout.trim()).toBe('No feedback recorded yet.');
  });
});
