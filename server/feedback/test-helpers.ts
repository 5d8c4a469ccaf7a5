import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { loadConfig } from './config';
import { ANY_PAGE } from './site-pages';
import { openStore, type FeedbackStore } from './store';

/** Long enough for loadConfig (MIN_SUMMARY_TOKEN_LENGTH). */
export const TEST_TOKEN = 'test-token-0123456789abcdef-0123456789';
/** Lists /, /material-ui/react-button/, /joy-ui/getting-started/usage/ and /base-ui/api/badge/. */
export const SITEMAP_FIXTURE = path.join(__dirname, 'fixtures', 'sitemap.xml');

export function tempDbPath(): { dir: string; file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-test-'));
  return { dir, file: path.join(dir, 'nested', 'feedback.sqlite') };
}

export interface RunningService {
  url: string;
  store: FeedbackStore;
  dbFile: string;
  close(): Promise<void>;
}

export interface StartOptions extends Partial<Omit<BuildAppOptions, 'config' | 'store'>> {
  /** Stands between the app and the real store, e.g. to make writes fail. */
  wrapStore?: (store: FeedbackStore) => FeedbackStore;
}

/**
 * The real app on a real port with a real SQLite file; env overrides feed loadConfig like production.
 * Any well-formed page is accepted unless env sets FEEDBACK_SITEMAP (a build may or may not exist here).
 */
export async function startService(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningService> {
  const { dir, file } = tempDbPath();
  const config = loadConfig({ FEEDBACK_DB: file, FEEDBACK_SUMMARY_TOKEN: TEST_TOKEN, ...env });
  const store = openStore(config.dbPath, { now: options.now });
  const { wrapStore = (real: FeedbackStore) => real, ...appOptions } = options;
  const app: FastifyInstance = await buildApp({
    config,
    store: wrapStore(store),
    ...(env.FEEDBACK_SITEMAP ? {} : { sitePages: ANY_PAGE }),
    ...appOptions,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    store,
    dbFile: file,
    async close() {
      await app.close();
      store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function post(service: RunningService, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${service.url}/feedback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function getSummary(service: RunningService, authorization?: string, query = '') {
  return fetch(`${service.url}/feedback/summary${query}`, {
    headers: authorization ? { Authorization: authorization } : {},
  });
}

export interface ChildService {
  child: ChildProcessWithoutNullStreams;
  url: string;
  /** Everything the service printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the first output line matching `pattern`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
}

/** start.cjs in a child process, as `npm run feedback` runs it; resolves once it listens. */
export async function spawnService(env: Record<string, string>): Promise<ChildService> {
  const child = spawn(process.execPath, [path.join(__dirname, 'start.cjs')], {
    env: { ...process.env, FEEDBACK_PORT: '0', FEEDBACK_HOST: '127.0.0.1', ...env },
  });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

  function waitFor(pattern: RegExp, timeoutMs = 10_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(text);
        if (!match) return;
        done();
        resolve(match[0]);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no output matching ${pattern} within ${timeoutMs} ms:\n${text}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      void exited.then(() => {
        if (listeners.has(check)) {
          done();
          reject(new Error(`the service exited before printing ${pattern}:\n${text}`));
        }
      });
      check();
    });
  }

  const listening = await waitFor(/listening on http:\/\/127\.0\.0\.1:\d+/).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return { child, url: listening.replace('listening on ', ''), output: () => text, waitFor, exited };
}
