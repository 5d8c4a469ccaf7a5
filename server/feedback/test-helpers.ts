import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openStore, type FeedbackStore } from './store';

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

/** The real app on a real port with a real SQLite file; env overrides feed loadConfig like production. */
export async function startService(env: Record<string, string> = {}): Promise<RunningService> {
  const { dir, file } = tempDbPath();
  const config = loadConfig({ FEEDBACK_DB: file, FEEDBACK_SUMMARY_TOKEN: 'test-token', ...env });
  const store = openStore(config.dbPath);
  const app: FastifyInstance = await buildApp({ config, store });
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
