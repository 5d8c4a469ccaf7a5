import path from 'node:path';

export interface FeedbackConfig {
  port: number;
  host: string;
  dbPath: string;
  allowedOrigins: string[];
  /** null disables GET /feedback/summary (503) rather than leaving it open. */
  summaryToken: string | null;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /**
   * Fastify's trustProxy: behind a reverse proxy every request comes from the proxy's address, so without
   * this the per-client rate limit would become one limit shared by all readers.
   */
  trustProxy: boolean | string;
}

type Env = Record<string, string | undefined>;

const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const DEFAULT_DB_PATH = path.join(REPO_ROOT, '.data', 'feedback.sqlite');

/** Empty strings count as unset so `FOO= node ...` falls back to the default. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function origins(raw: string): string[] {
  return raw
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean)
    .map((entry) => {
      let parsed: URL | undefined;
      try {
        parsed = new URL(entry);
      } catch {
        parsed = undefined;
      }
      // Browsers send the bare origin, so anything with a path or a typo would never match.
      if (!parsed || parsed.origin !== entry) {
        throw new Error(`FEEDBACK_ALLOWED_ORIGIN entries must be origins like https://example.com, got "${entry}"`);
      }
      return entry;
    });
}

function trustProxy(raw: string | undefined): FeedbackConfig['trustProxy'] {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw; // comma-separated proxy addresses/CIDRs, safer than `true`: clients can't spoof X-Forwarded-For
}

/**
 * Side-effect free: reads only `env` (plus the cwd for a relative FEEDBACK_DB) and creates nothing on disk;
 * the store creates the DB's parent directory when it opens the file.
 */
export function loadConfig(env: Env): FeedbackConfig {
  const allowedOrigins = origins(read(env, 'FEEDBACK_ALLOWED_ORIGIN') ?? 'http://localhost:3000');
  if (allowedOrigins.length === 0) throw new Error('FEEDBACK_ALLOWED_ORIGIN lists no origin');
  const dbPath = read(env, 'FEEDBACK_DB');
  return {
    port: integer(env, 'FEEDBACK_PORT', 3001, 0, 65535),
    host: read(env, 'FEEDBACK_HOST') ?? '127.0.0.1',
    dbPath: dbPath ? path.resolve(dbPath) : DEFAULT_DB_PATH,
    allowedOrigins,
    summaryToken: read(env, 'FEEDBACK_SUMMARY_TOKEN') ?? null,
    rateLimitMax: integer(env, 'FEEDBACK_RATE_LIMIT_MAX', 20, 1, 1_000_000),
    rateLimitWindowMs: integer(env, 'FEEDBACK_RATE_LIMIT_WINDOW_MS', 60_000, 1, 86_400_000),
    trustProxy: trustProxy(read(env, 'FEEDBACK_TRUST_PROXY')),
  };
}
