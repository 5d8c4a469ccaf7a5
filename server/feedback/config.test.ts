import path from 'node:path';
import { DEFAULT_DB_PATH, DEFAULT_SITEMAP_PATH, loadConfig, MIN_SUMMARY_TOKEN_LENGTH } from './config';

const TOKEN = 'a'.repeat(MIN_SUMMARY_TOKEN_LENGTH);

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3001,
      host: '127.0.0.1',
      dbPath: DEFAULT_DB_PATH,
      allowedOrigins: ['http://localhost:3000'],
      summaryToken: null,
      rateLimitMax: 20,
      rateLimitWindowMs: 60_000,
      trustProxy: false,
      sitemapPath: DEFAULT_SITEMAP_PATH,
      sitemapRequired: false,
      dailyCap: 10_000,
    });
    expect(DEFAULT_DB_PATH).toBe(path.resolve(__dirname, '..', '..', '.data', 'feedback.sqlite'));
    expect(DEFAULT_SITEMAP_PATH).toBe(path.resolve(__dirname, '..', '..', 'build', 'sitemap.xml'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      FEEDBACK_PORT: '8080',
      FEEDBACK_HOST: '0.0.0.0',
      FEEDBACK_DB: '/var/lib/feedback/db.sqlite',
      FEEDBACK_ALLOWED_ORIGIN: 'https://mui.com, https://next.mui.com/ ,',
      FEEDBACK_SUMMARY_TOKEN: TOKEN,
      FEEDBACK_RATE_LIMIT_MAX: '5',
      FEEDBACK_RATE_LIMIT_WINDOW_MS: '1000',
      FEEDBACK_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback',
      FEEDBACK_SITEMAP: '/srv/site/sitemap.xml',
      FEEDBACK_DAILY_CAP: '500',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dbPath: '/var/lib/feedback/db.sqlite',
      allowedOrigins: ['https://mui.com', 'https://next.mui.com'],
      summaryToken: TOKEN,
      rateLimitMax: 5,
      rateLimitWindowMs: 1000,
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
      sitemapPath: '/srv/site/sitemap.xml',
      sitemapRequired: true,
      dailyCap: 500,
    });
  });

  it('treats empty values as unset and resolves relative paths', () => {
    const config = loadConfig({
      FEEDBACK_SUMMARY_TOKEN: '  ',
      FEEDBACK_PORT: '',
      FEEDBACK_DB: 'tmp/f.sqlite',
      FEEDBACK_SITEMAP: 'out/sitemap.xml',
      FEEDBACK_TRUST_PROXY: 'false',
    });
    expect(config.summaryToken).toBeNull();
    expect(config.port).toBe(3001);
    expect(config.dbPath).toBe(path.resolve('tmp/f.sqlite'));
    expect(config.sitemapPath).toBe(path.resolve('out/sitemap.xml'));
    expect(config.trustProxy).toBe(false);
  });

  it.each([
    ['FEEDBACK_PORT', 'abc'],
    ['FEEDBACK_PORT', '70000'],
    ['FEEDBACK_PORT', '-1'],
    ['FEEDBACK_RATE_LIMIT_MAX', '0'],
    ['FEEDBACK_RATE_LIMIT_MAX', '1.5'],
    ['FEEDBACK_RATE_LIMIT_WINDOW_MS', '10s'],
    ['FEEDBACK_DAILY_CAP', '0'],
    ['FEEDBACK_DAILY_CAP', '10k'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it.each(['localhost:3000', 'https://mui.com/docs', ' , '])('rejects FEEDBACK_ALLOWED_ORIGIN=%j', (value) => {
    expect(() => loadConfig({ FEEDBACK_ALLOWED_ORIGIN: value })).toThrow('FEEDBACK_ALLOWED_ORIGIN');
  });

  it("turns the page check off with FEEDBACK_SITEMAP=none (npm start's dev site)", () => {
    expect(loadConfig({ FEEDBACK_SITEMAP: 'none' })).toMatchObject({ sitemapPath: null, sitemapRequired: false });
  });

  it('refuses a summary token under 32 characters, saying why', () => {
    expect(() => loadConfig({ FEEDBACK_SUMMARY_TOKEN: 'a'.repeat(31) })).toThrow(
      /FEEDBACK_SUMMARY_TOKEN must be at least 32 characters \(it has 31\): a short token can be guessed/,
    );
    expect(() => loadConfig({ FEEDBACK_SUMMARY_TOKEN: 'e2e-summary-token' })).toThrow('at least 32 characters');
    expect(loadConfig({ FEEDBACK_SUMMARY_TOKEN: 'a'.repeat(32) }).summaryToken).toBe('a'.repeat(32));
  });

  it.each(['true', 'TRUE', '1', '2'])('refuses FEEDBACK_TRUST_PROXY=%s and asks for the proxy addresses', (value) => {
    expect(() => loadConfig({ FEEDBACK_TRUST_PROXY: value })).toThrow(
      /would believe X-Forwarded-For from any client.*list the reverse proxy's addresses or CIDRs/,
    );
  });

  it.each(['proxy.internal', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '10.0.0/8', '*'])(
    'refuses FEEDBACK_TRUST_PROXY entry %j',
    (entry) => {
      expect(() => loadConfig({ FEEDBACK_TRUST_PROXY: `127.0.0.1,${entry}` })).toThrow(
        `FEEDBACK_TRUST_PROXY entries must be IP addresses or CIDRs (e.g. FEEDBACK_TRUST_PROXY=127.0.0.1 or 10.0.0.0/8,::1), got "${entry}"`,
      );
    },
  );
});
