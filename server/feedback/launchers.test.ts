import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openStore } from './store';
import { tempDbPath } from './test-helpers';

// Exercises the plain-Node entry points (swc require hook, main.ts, the report script) as the repo runs them.
const START = path.join(__dirname, 'start.cjs');
const REPORT = path.join(__dirname, 'report.cjs');

describe('launchers', () => {
  let dir: string;
  let file: string;
  beforeEach(() => ({ dir, file } = tempDbPath()));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function report(env: Record<string, string>) {
    return spawnSync(process.execPath, [REPORT], { env: { ...process.env, ...env }, encoding: 'utf8' });
  }

  it('start.cjs serves POST /feedback and closes cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [START], {
      env: { ...process.env, FEEDBACK_DB: file, FEEDBACK_PORT: '0', FEEDBACK_HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) resolve(match[1]);
      });
      child.on('exit', () => reject(new Error(`service exited early:\n${output}`)));
    });

    const response = await fetch(`${url}/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page: '/launcher/', rating: 'no', comment: 'via start.cjs' }),
    });
    expect(response.status).toBe(201);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const store = openStore(file);
    expect(store.summary().latestComments).toEqual([
      expect.objectContaining({ page: '/launcher/', rating: 'no', comment: 'via start.cjs' }),
    ]);
    store.close();
  }, 20_000);

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
