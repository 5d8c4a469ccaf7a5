import path from 'node:path';
import { DEFAULT_SITE_DIR, feedbackEnvFor, loadSiteConfig, ownOrigins } from './config';

describe('loadSiteConfig', () => {
  it('serves build/ on http://127.0.0.1:3000 by default', () => {
    expect(loadSiteConfig({})).toEqual({ port: 3000, host: '127.0.0.1', siteDir: DEFAULT_SITE_DIR });
    expect(DEFAULT_SITE_DIR).toBe(path.resolve(__dirname, '..', '..', 'build'));
  });

  it('reads PORT, HOST and SITE_DIR; empty values count as unset', () => {
    expect(loadSiteConfig({ PORT: '8080', HOST: '0.0.0.0', SITE_DIR: 'out/site' })).toEqual({
      port: 8080,
      host: '0.0.0.0',
      siteDir: path.resolve('out/site'),
    });
    expect(loadSiteConfig({ PORT: ' ', HOST: '', SITE_DIR: '' })).toEqual(loadSiteConfig({}));
  });

  it.each(['abc', '-1', '65536', '80.5'])('rejects PORT=%s, saying what it expects', (value) => {
    expect(() => loadSiteConfig({ PORT: value })).toThrow(
      `PORT must be an integer between 0 and 65535, got "${value}"`,
    );
  });
});

describe('ownOrigins', () => {
  it('names both local spellings for a local or wildcard host', () => {
    for (const host of ['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1']) {
      expect(ownOrigins({ host, port: 3000 })).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
    }
  });

  it('names the host itself otherwise, bracketing IPv6', () => {
    expect(ownOrigins({ host: 'docs.internal', port: 8080 })).toEqual(['http://docs.internal:8080']);
    expect(ownOrigins({ host: 'fd00::5', port: 80 })).toEqual(['http://[fd00::5]:80']);
  });
});

describe('feedbackEnvFor', () => {
  const site = { port: 3000, host: '127.0.0.1', siteDir: '/srv/site' };

  it("checks pages against the served build's sitemap and allows the site's own origin", () => {
    expect(feedbackEnvFor(site, { FEEDBACK_DB: '/var/lib/feedback.sqlite' })).toEqual({
      FEEDBACK_DB: '/var/lib/feedback.sqlite',
      FEEDBACK_SITEMAP: path.join('/srv/site', 'sitemap.xml'),
      FEEDBACK_ALLOWED_ORIGIN: 'http://127.0.0.1:3000,http://localhost:3000',
    });
  });

  it('leaves what the environment sets, treating empty values as unset', () => {
    const env = { FEEDBACK_SITEMAP: '/srv/other.xml', FEEDBACK_ALLOWED_ORIGIN: 'https://docs.example.com' };
    expect(feedbackEnvFor(site, env)).toEqual(env);
    expect(feedbackEnvFor(site, { FEEDBACK_ALLOWED_ORIGIN: ' ' }).FEEDBACK_ALLOWED_ORIGIN).toBe(
      'http://127.0.0.1:3000,http://localhost:3000',
    );
  });
});
