import Database from 'better-sqlite3';
import { getSummary, post, startService, TEST_TOKEN as TOKEN, type RunningService } from './test-helpers';

const ALLOWED = 'http://localhost:3000';

describe('feedback service over HTTP', () => {
  let service: RunningService;
  beforeEach(async () => {
    service = await startService();
  });
  afterEach(async () => {
    await service.close();
  });

  it('stores valid submissions and reads them back through the summary', async () => {
    const first = await post(service, {
      page: '/material-ui/react-button/',
      section: 'basic-button',
      rating: 'no',
      comment: 'The example does not compile.',
      version: '6.1.6',
      language: 'pt-BR',
    });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    expect(id).toEqual(expect.any(Number));

    const second = await post(service, { page: '/material-ui/react-button/', section: null, rating: 'yes' });
    const third = await post(service, { page: '/joy-ui/', rating: 'yes', comment: 'x'.repeat(2000) });
    expect([second.status, third.status]).toEqual([201, 201]);

    const raw = new Database(service.dbFile, { readonly: true });
    expect(
      raw
        .prepare('SELECT page_path, section, rating, comment, library_version, language FROM feedback WHERE id = ?')
        .get(id),
    ).toEqual({
      page_path: '/material-ui/react-button/',
      section: 'basic-button',
      rating: 'no',
      comment: 'The example does not compile.',
      library_version: '6.1.6',
      language: 'pt-BR',
    });
    raw.close();

    const summary = await getSummary(service, `Bearer ${TOKEN}`);
    expect(summary.status).toBe(200);
    const body = await summary.json();
    expect(body).toEqual({
      totalSubmissions: 3,
      pagesWithFeedback: 2,
      pagination: { page: 1, limit: 100, nextPage: null },
      pages: [
        { page: '/material-ui/react-button/', yes: 1, no: 1, total: 2, helpfulRatio: 0.5 },
        { page: '/joy-ui/', yes: 1, no: 0, total: 1, helpfulRatio: 1 },
      ],
      latestComments: [
        {
          page: '/joy-ui/',
          section: null,
          rating: 'yes',
          comment: 'x'.repeat(2000),
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
        {
          page: '/material-ui/react-button/',
          section: 'basic-button',
          rating: 'no',
          comment: 'The example does not compile.',
          createdAt: expect.any(String),
        },
      ],
    });
  });

  const valid = { page: '/docs/', rating: 'yes' };
  it.each<[string, unknown, string]>([
    ['missing rating', { page: '/docs/' }, 'rating is required'],
    ['missing page', { rating: 'yes' }, 'page is required'],
    ['bad rating', { ...valid, rating: 'maybe' }, 'rating must be one of: yes, no'],
    ['comment of 2001 chars', { ...valid, comment: 'x'.repeat(2001) }, 'comment must be at most 2000 characters'],
    ['absolute URL page', { ...valid, page: 'https://evil' }, 'page must be a site path'],
    ['protocol-relative page', { ...valid, page: '//evil.com/docs' }, 'page must be a site path'],
    ['backslash page', { ...valid, page: '/\\evil.com' }, 'page must be a site path'],
    ['page with a control character', { ...valid, page: '/docs/\u0000' }, 'page must be a site path'],
    ['page without leading slash', { ...valid, page: 'docs/intro' }, 'page must be a site path'],
    ['page with whitespace', { ...valid, page: '/docs/in tro' }, 'page must be a site path'],
    ['page over 300 chars', { ...valid, page: `/${'a'.repeat(300)}` }, 'page must be at most 300 characters'],
    ['section with a hash', { ...valid, section: '#intro' }, 'section must be a heading anchor id'],
    ['section over 200 chars', { ...valid, section: 'a'.repeat(201) }, 'section must be at most 200 characters'],
    ['bad language', { ...valid, language: 'english' }, "language must be a language code like 'en'"],
    ['version over 50 chars', { ...valid, version: 'v'.repeat(51) }, 'version must be at most 50 characters'],
    ['extra property', { ...valid, email: 'a@b.c' }, 'unknown field "email"'],
    ['numeric rating', { ...valid, rating: 1 }, 'rating must be of type string'],
    ['numeric page', { ...valid, page: 42 }, 'page must be of type string'],
    ['numeric comment', { ...valid, comment: 5 }, 'comment must be of type string'],
    ['boolean version', { ...valid, version: true }, 'version must be of type string'],
    ['numeric section', { ...valid, section: 3 }, 'section must be of type string or null'],
    ['array body', [valid], 'body must be a JSON object'],
    ['null body', null, 'body must be a JSON object'],
    ['non-JSON body', '{"page": "/docs/",', 'body is not valid JSON'],
  ])('rejects %s with a 400 naming the field and stores nothing', async (_name, body, message) => {
    const response = await post(service, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining(message) });
    expect(service.store.count()).toBe(0);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'answers 415 for Content-Type %s and stores nothing',
    async (contentType) => {
      const response = await post(service, valid, { 'Content-Type': contentType });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        error: 'Unsupported Media Type',
        message: 'Content-Type must be application/json',
      });
      expect(service.store.count()).toBe(0);
    },
  );

  it('answers 413 for bodies over 16 KB', async () => {
    const response = await post(service, { ...valid, comment: 'x'.repeat(17 * 1024) });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toContain('16384 bytes');
    expect(service.store.count()).toBe(0);
  });

  it('answers unknown routes with a JSON 404 and serves /health', async () => {
    const missing = await fetch(`${service.url}/nope?x=1`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not Found', message: 'no route GET /nope' });
    const health = await fetch(`${service.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it.each<[string, string | undefined]>([
    ['no Authorization header', undefined],
    ['a wrong token', 'Bearer wrong-token'],
    ['a token prefix', `Bearer ${TOKEN.slice(0, -1)}`],
    ['another scheme', `Basic ${TOKEN}`],
  ])('answers the summary with 401 for %s', async (_name, authorization) => {
    await post(service, valid);
    const response = await getSummary(service, authorization);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    const body = await response.json();
    expect(body).toEqual({ error: 'Unauthorized', message: expect.stringContaining('Authorization: Bearer') });
    expect(body).not.toHaveProperty('pages');
  });

  describe('CORS', () => {
    it('sends Access-Control-Allow-Origin only to the allowed origin', async () => {
      const allowed = await post(service, valid, { Origin: ALLOWED });
      expect(allowed.status).toBe(201);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);

      const other = await post(service, valid, { Origin: 'https://evil.example' });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('answers the preflight for the allowed origin', async () => {
      const preflight = (origin: string) =>
        fetch(`${service.url}/feedback`, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type',
          },
        });
      const allowed = await preflight(ALLOWED);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
      expect(allowed.headers.get('access-control-allow-methods')).toBe('GET, POST');
      expect(allowed.headers.get('access-control-allow-headers')).toBe('Content-Type');

      const other = await preflight('https://evil.example');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      expect(service.store.count()).toBe(0);
    });
  });
});

describe('feedback service configuration', () => {
  let service: RunningService | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });

  it('stores all of 500 concurrent submissions', async () => {
    service = await startService({ FEEDBACK_RATE_LIMIT_MAX: '1000' });
    const running = service;
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        post(running, { page: `/page-${i % 10}/`, rating: i % 10 === 0 ? 'no' : 'yes', comment: `comment ${i}` }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(500).fill(201));
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: number }).id));
    expect(new Set(ids).size).toBe(500);

    const raw = new Database(running.dbFile, { readonly: true });
    const comments = raw.prepare('SELECT comment FROM feedback').all() as Array<{ comment: string }>;
    raw.close();
    expect(new Set(comments.map((c) => c.comment))).toEqual(
      new Set(Array.from({ length: 500 }, (_, i) => `comment ${i}`)),
    );

    const summary = await (await getSummary(running, `Bearer ${TOKEN}`)).json();
    expect(summary.totalSubmissions).toBe(500);
    expect(summary.pages).toHaveLength(10);
    expect(summary.pages[0]).toEqual({ page: '/page-0/', yes: 0, no: 50, total: 50, helpfulRatio: 0 });
  }, 30_000); // about 1 s alone; the 2-core machine running other builds made it take over 5 s

  it('answers 429 once a client exceeds the rate limit, without storing', async () => {
    service = await startService({ FEEDBACK_RATE_LIMIT_MAX: '3', FEEDBACK_RATE_LIMIT_WINDOW_MS: '60000' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(service, { page: '/docs/', rating: 'yes' })).status);
    expect(statuses).toEqual([201, 201, 201]);

    const limited = await post(service, { page: '/docs/', rating: 'yes' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({
      error: 'Too Many Requests',
      message: expect.stringMatching(/^too many feedback submissions from this client; retry in \d+/),
    });
    expect(service.store.count()).toBe(3);
    // Only submissions are limited.
    expect((await fetch(`${service.url}/health`)).status).toBe(200);
  });

  it('answers the summary with 503 when no token is configured', async () => {
    service = await startService({ FEEDBACK_SUMMARY_TOKEN: '' });
    const response = await getSummary(service, 'Bearer anything');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'Service Unavailable',
      message: expect.stringContaining('set FEEDBACK_SUMMARY_TOKEN'),
    });
  });

  it('accepts every configured origin', async () => {
    service = await startService({ FEEDBACK_ALLOWED_ORIGIN: 'https://mui.com,https://next.mui.com' });
    for (const origin of ['https://mui.com', 'https://next.mui.com']) {
      const response = await post(service, { page: '/docs/', rating: 'yes' }, { Origin: origin });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const localhost = await post(service, { page: '/docs/', rating: 'yes' }, { Origin: ALLOWED });
    expect(localhost.headers.get('access-control-allow-origin')).toBeNull();
  });
});
