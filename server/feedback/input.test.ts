import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openStore } from './store';
import { post, SITEMAP_FIXTURE, startService, tempDbPath, TEST_TOKEN, type RunningService } from './test-helpers';

function storedRows(service: RunningService) {
  const raw = new Database(service.dbFile, { readonly: true });
  const rows = raw.prepare('SELECT page_path, section, comment, library_version, language FROM feedback').all();
  raw.close();
  return rows;
}

describe('only pages of the site', () => {
  let service: RunningService;
  beforeEach(async () => {
    service = await startService({ FEEDBACK_SITEMAP: SITEMAP_FIXTURE });
  });
  afterEach(() => service.close());

  it.each([
    '/../../etc/passwd',
    '/<script>',
    '/<script>alert(1)</script>',
    '/material-ui/not-a-page/',
    '/material-ui/',
  ])('answers 404 for %s and stores nothing', async (page) => {
    const response = await post(service, { page, rating: 'no', comment: 'x' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'Not Found',
      message: 'page is not a page of this site: feedback is only stored for pages in its sitemap',
    });
    expect(service.store.count()).toBe(0);
  });

  it('accepts a listed page, with or without its trailing slash, and stores the sitemap spelling', async () => {
    for (const page of ['/joy-ui/getting-started/usage/', '/joy-ui/getting-started/usage', '/']) {
      expect([page, (await post(service, { page, rating: 'yes' })).status]).toEqual([page, 201]);
    }
    expect(storedRows(service).map((row) => (row as { page_path: string }).page_path)).toEqual([
      '/joy-ui/getting-started/usage/',
      '/joy-ui/getting-started/usage/',
      '/',
    ]);
  });
});

describe('without a sitemap (development)', () => {
  it('accepts any well-formed page and logs once that pages are not checked', async () => {
    const { file } = tempDbPath();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = {
      ...loadConfig({ FEEDBACK_DB: file, FEEDBACK_SUMMARY_TOKEN: TEST_TOKEN }),
      sitemapPath: '/nonexistent/build/sitemap.xml',
    };
    const store = openStore(file);
    const app = await buildApp({ config, store, logger: { level: 'info', stream } });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const page of ['/anything/', '/new-page-not-built-yet/']) {
        const response = await post({ url } as RunningService, { page, rating: 'yes' });
        expect(response.status).toBe(201);
      }
      expect(await post({ url } as RunningService, { page: '//evil.example', rating: 'yes' })).toHaveProperty(
        'status',
        400,
      );
      const notices = lines.filter((line) => line.includes('pages are not checked'));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toContain('no sitemap at /nonexistent/build/sitemap.xml');
    } finally {
      await app.close();
      store.close();
    }
  });
});

describe('stored text', () => {
  let service: RunningService;
  beforeEach(async () => {
    service = await startService();
  });
  afterEach(() => service.close());

  it.each<[string, string]>([
    ['bidi controls', '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C'],
    ['zero-width characters', '\u200B\u200C\u200D\u2060\uFEFF'],
    ['C1 controls', '\u0080\u0085\u009B\u009F'],
    ['C0 controls and NUL', '\u0000\u0001\u0007\u001B\u000B\u000C\u007F'],
  ])('removes %s from the page, the comment and the version', async (_name, characters) => {
    const spread = (text: string, between = characters) => text.split('').join(between);
    const response = await post(service, {
      // The schema refuses C0 controls and whitespace (U+FEFF is whitespace to JavaScript) in a page: see below.
      page: spread(
        '/docs/intro/',
        [...characters].filter((c) => c > '\u001F' && c !== '\u007F' && c !== '\uFEFF').join(''),
      ),
      rating: 'no',
      comment: `${spread('Wrong')}\tline\n${characters}second`,
      version: spread('v6'),
    });
    expect(response.status).toBe(201);
    expect(storedRows(service)).toEqual([
      {
        page_path: '/docs/intro/',
        section: null,
        comment: 'Wrong\tline\nsecond',
        library_version: 'v6',
        language: 'en',
      },
    ]);
  });

  it.each(['0000', '001B', '007F', 'FEFF'])('refuses U+%s in a page, as before, with a 400', async (code) => {
    const character = String.fromCharCode(parseInt(code, 16));
    const response = await post(service, { page: `/docs/${character}intro/`, rating: 'yes' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('page must be a site path');
    expect(service.store.count()).toBe(0);
  });

  it('turns a comment of invisible characters only into no comment', async () => {
    expect((await post(service, { page: '/a/', rating: 'yes', comment: '\u202E\u200B\u0000 ' })).status).toBe(201);
    expect(storedRows(service)).toEqual([expect.objectContaining({ comment: null })]);
  });

  it.each<[string, Record<string, string>]>([
    ['comment', { comment: 'broken \uD83D half' }],
    ['page', { page: '/docs/\uDC00/' }],
    ['version', { version: 'v\uD800' }],
  ])('refuses a lone surrogate in the %s with a 400 and stores nothing', async (field, fields) => {
    const response = await post(service, { page: '/docs/', rating: 'yes', ...fields });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Bad Request',
      message: `${field} contains a lone UTF-16 surrogate (half of a character, e.g. "\\ud800"); send valid Unicode text`,
    });
    expect(service.store.count()).toBe(0);
  });

  it('keeps emoji (valid surrogate pairs) and right-to-left text', async () => {
    const comment = 'Great 👍 مرحبا';
    expect((await post(service, { page: '/a/', rating: 'yes', comment })).status).toBe(201);
    expect(storedRows(service)).toEqual([expect.objectContaining({ comment })]);
  });

  it('refuses a page that only becomes protocol-relative once invisible characters are removed', async () => {
    const response = await post(service, { page: '/\u200B/evil.example/', rating: 'yes' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain("page must be a site path starting with '/'");
    expect(service.store.count()).toBe(0);
  });
});
