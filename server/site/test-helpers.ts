import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const FIXTURE_PAGE = '/guides/intro/';
export const FIXTURE_PAGE_TEXT = 'Introduction to the fixture site';
export const NOT_FOUND_TEXT = 'Page Not Found in the fixture site';
/** Over @fastify/compress's 1 KB threshold, so it is sent compressed. */
export const FIXTURE_SCRIPT = '/assets/js/main.0123abcd.js';
export const FIXTURE_SCRIPT_BODY = `console.log(${JSON.stringify('x'.repeat(4096))});\n`;

const html = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${title}</body></html>`;

export interface FixtureBuild {
  dir: string;
  siteDir: string;
  dbFile: string;
  remove(): void;
}

/** A tiny production build: a home page, one docs page, 404.html, a sitemap and one hashed script. */
export function createFixtureBuild(): FixtureBuild {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-test-'));
  const siteDir = path.join(dir, 'build');
  const files: Record<string, string> = {
    'index.html': html('Home of the fixture site'),
    [`${FIXTURE_PAGE.slice(1)}index.html`]: html(FIXTURE_PAGE_TEXT),
    '404.html': html(NOT_FOUND_TEXT),
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://docs.example.com/</loc></url>
<url><loc>https://docs.example.com${FIXTURE_PAGE}</loc></url>
</urlset>`,
    [FIXTURE_SCRIPT.slice(1)]: FIXTURE_SCRIPT_BODY,
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, name), content);
  }
  return {
    dir,
    siteDir,
    dbFile: path.join(dir, 'data', 'feedback.sqlite'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A port free right now, so the server's own origin is known before it starts (the allowed origins). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
