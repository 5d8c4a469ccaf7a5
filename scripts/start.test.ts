/**
 * `npm start` runs the dev server and the feedback service; a stop signal must take both down,
 * with every process they started, and a second signal during that shutdown must not kill the
 * launcher half-way. This runs the real launcher on spare ports.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const SITE_PORT = 3917;
const FEEDBACK_PORT = 3918;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

interface ProcessRow {
  pid: number;
  ppid: number;
  pgid: number;
}

function processes(): ProcessRow[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,pgid='], { encoding: 'utf8' });
  return table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .map(([pid, ppid, pgid]) => ({ pid, ppid, pgid }));
}

/** Every process in the groups the launcher's children lead (each child is its own group). */
function membersOf(groups: number[]): ProcessRow[] {
  return processes().filter((row) => groups.includes(row.pgid));
}

describe('npm start launcher', () => {
  let launcher: ChildProcess | undefined;
  afterAll(() => {
    if (launcher?.exitCode === null) launcher.kill('SIGKILL');
  });

  it('stops the dev server and the feedback service on SIGTERM, ignoring a second signal', async () => {
    launcher = spawn(process.execPath, ['scripts/start.mjs', '--port', String(SITE_PORT), '--host', '127.0.0.1'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Jest sets NODE_ENV=test; the launcher runs as a reader's `npm start` would.
        NODE_ENV: undefined,
        FEEDBACK_PORT: String(FEEDBACK_PORT),
        FEEDBACK_DB: path.join(os.tmpdir(), `feedback-launcher-${process.pid}.sqlite`),
        BROWSER: 'none',
      },
    });
    let output = '';
    launcher.stdout!.on('data', (chunk) => (output += chunk));
    launcher.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => launcher!.on('exit', (code) => resolve(code)));

    try {
      await waitFor(() => answers(`http://127.0.0.1:${FEEDBACK_PORT}/health`), 60_000, 'the feedback service');
      await waitFor(() => answers(`http://127.0.0.1:${SITE_PORT}/`), 240_000, 'the dev server');
    } catch (error) {
      throw new Error(`${(error as Error).message}; the launcher printed:\n${output.slice(-3000)}`);
    }
    const groups = processes()
      .filter((row) => row.ppid === launcher!.pid)
      .map((row) => row.pid);
    expect(groups).toHaveLength(2);
    // The dev server runs more than one process (npx-free, but Docusaurus starts workers of its own).
    expect(membersOf(groups).length).toBeGreaterThanOrEqual(2);

    launcher.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    launcher.kill('SIGTERM');
    expect(await exited).toBe(0);

    await waitFor(() => membersOf(groups).length === 0, 15_000, 'every process the launcher started to exit');
    expect(await answers(`http://127.0.0.1:${SITE_PORT}/`)).toBe(false);
    expect(await answers(`http://127.0.0.1:${FEEDBACK_PORT}/health`)).toBe(false);
  }, 300_000);
});
