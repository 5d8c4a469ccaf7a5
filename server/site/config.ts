import path from 'node:path';

type Env = Record<string, string | undefined>;

export interface SiteServerConfig {
  port: number;
  host: string;
  /** The production build to serve (`npm run build` writes it to build/). */
  siteDir: string;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const DEFAULT_SITE_DIR = path.join(REPO_ROOT, 'build');
export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';

/** Empty strings count as unset, as in the feedback service's config. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function port(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_PORT;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 65535) throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  return value;
}

/** Side-effect free: reads only `env` (plus the cwd for a relative SITE_DIR). */
export function loadSiteConfig(env: Env): SiteServerConfig {
  const siteDir = read(env, 'SITE_DIR');
  return {
    port: port(read(env, 'PORT')),
    host: read(env, 'HOST') ?? DEFAULT_HOST,
    siteDir: siteDir ? path.resolve(siteDir) : DEFAULT_SITE_DIR,
  };
}

/** Hosts a browser on the same machine reaches as 127.0.0.1 or localhost. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::']);

/**
 * The origins a browser reports for pages this server sends when readers reach it directly; behind a
 * reverse proxy or on a public address, FEEDBACK_ALLOWED_ORIGIN names the public origin instead.
 */
export function ownOrigins({ host, port }: Pick<SiteServerConfig, 'host' | 'port'>): string[] {
  if (LOCAL_HOSTS.has(host)) return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
}

/**
 * The feedback service's environment when it shares the site's origin: pages are checked against the
 * served build's sitemap and the site's own origin is allowed, unless the environment says otherwise.
 */
export function feedbackEnvFor(site: SiteServerConfig, env: Env): Env {
  return {
    ...env,
    FEEDBACK_SITEMAP: read(env, 'FEEDBACK_SITEMAP') ?? path.join(site.siteDir, 'sitemap.xml'),
    FEEDBACK_ALLOWED_ORIGIN: read(env, 'FEEDBACK_ALLOWED_ORIGIN') ?? ownOrigins(site).join(','),
  };
}
