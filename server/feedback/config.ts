import { isIP } from 'node:net';
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
   * The proxies allowed to set X-Forwarded-For (addresses, CIDRs or proxy-addr's names), or false. Behind a
   * reverse proxy every request comes from the proxy's address, so without this the per-client rate limit would
   * become one limit shared by all readers; `true` is refused because it lets any client spoof the header.
   */
  trustProxy: false | string[];
  /** The site's sitemap; only the pages it lists are accepted. Null (`FEEDBACK_SITEMAP=none`): any well-formed page, for `npm start`, whose pages change as they are written. */
  sitemapPath: string | null;
  /** Set when FEEDBACK_SITEMAP names the file: then a missing file is an error, not development mode. */
  sitemapRequired: boolean;
  /** Submissions accepted per UTC day, from all clients together. */
  dailyCap: number;
}

type Env = Record<string, string | undefined>;

const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const DEFAULT_DB_PATH = path.join(REPO_ROOT, '.data', 'feedback.sqlite');
export const DEFAULT_SITEMAP_PATH = path.join(REPO_ROOT, 'build', 'sitemap.xml');
export const DEFAULT_DAILY_CAP = 10_000;
/** 32 characters of a random hex or base64 string are beyond guessing, even without the rate limit. */
export const MIN_SUMMARY_TOKEN_LENGTH = 32;
/** The named ranges proxy-addr (Fastify's trustProxy) understands. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

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

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0 || !/^\d{1,3}$/.test(prefix ?? '')) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

function trustProxy(raw: string | undefined): FeedbackConfig['trustProxy'] {
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  const example = 'e.g. FEEDBACK_TRUST_PROXY=127.0.0.1 or 10.0.0.0/8,::1';
  // A hop count trusts whoever connects just as `true` does when the service is reachable directly.
  if (/^(true|\d+)$/i.test(raw)) {
    throw new Error(
      `FEEDBACK_TRUST_PROXY=${raw} would believe X-Forwarded-For from any client, who could then spoof it to ` +
        `escape the rate limit; list the reverse proxy's addresses or CIDRs instead (${example})`,
    );
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new Error(`FEEDBACK_TRUST_PROXY entries must be IP addresses or CIDRs (${example}), got "${entry}"`);
    }
  }
  return entries.length > 0 ? entries : false;
}

function summaryToken(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  if (raw.length < MIN_SUMMARY_TOKEN_LENGTH) {
    throw new Error(
      `FEEDBACK_SUMMARY_TOKEN must be at least ${MIN_SUMMARY_TOKEN_LENGTH} characters (it has ${raw.length}): ` +
        'a short token can be guessed; generate one with `openssl rand -hex 32`, or unset it to disable the summary',
    );
  }
  return raw;
}

/**
 * Side-effect free: reads only `env` (plus the cwd for relative paths) and creates nothing on disk;
 * the store creates the DB's parent directory when it opens the file, the app reads the sitemap.
 */
export function loadConfig(env: Env): FeedbackConfig {
  const allowedOrigins = origins(read(env, 'FEEDBACK_ALLOWED_ORIGIN') ?? 'http://localhost:3000');
  if (allowedOrigins.length === 0) throw new Error('FEEDBACK_ALLOWED_ORIGIN lists no origin');
  const dbPath = read(env, 'FEEDBACK_DB');
  const sitemapPath = read(env, 'FEEDBACK_SITEMAP');
  return {
    port: integer(env, 'FEEDBACK_PORT', 3001, 0, 65535),
    host: read(env, 'FEEDBACK_HOST') ?? '127.0.0.1',
    dbPath: dbPath ? path.resolve(dbPath) : DEFAULT_DB_PATH,
    allowedOrigins,
    summaryToken: summaryToken(read(env, 'FEEDBACK_SUMMARY_TOKEN')),
    rateLimitMax: integer(env, 'FEEDBACK_RATE_LIMIT_MAX', 20, 1, 1_000_000),
    rateLimitWindowMs: integer(env, 'FEEDBACK_RATE_LIMIT_WINDOW_MS', 60_000, 1, 86_400_000),
    trustProxy: trustProxy(read(env, 'FEEDBACK_TRUST_PROXY')),
    sitemapPath: sitemapPath === 'none' ? null : sitemapPath ? path.resolve(sitemapPath) : DEFAULT_SITEMAP_PATH,
    sitemapRequired: sitemapPath !== undefined && sitemapPath !== 'none',
    dailyCap: integer(env, 'FEEDBACK_DAILY_CAP', DEFAULT_DAILY_CAP, 1, 100_000_000),
  };
}
