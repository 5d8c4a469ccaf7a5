import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isFeedbackPath } from './app';
import { startSiteServer, type RunningSite } from './main';
import {
  createFixtureBuild,
  FIXTURE_PAGE,
  FIXTURE_PAGE_TEXT,
  FIXTURE_SCRIPT,
  FIXTURE_SCRIPT_BODY,
  freePort,
  NOT_FOUND_TEXT,
  type FixtureBuild,
} from './test-helpers';

const TOKEN = 'site-server-test-summary-token-0123456789';

function postFeedback(site: RunningSite, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${site.url}/feedback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.url, ...headers },
    body: JSON.stringify(body),
  });
}

describe('isFeedbackPath', () => {
  it.each([
    ['/feedback', true],
    ['/feedback?x=1', true],
    ['/feedback/summary', true],
    ['/feedback/summary?page=2', true],
    ['/health', true],
    ['/feedbacks/', false],
    ['/material-ui/feedback/', false],
    ['/health/', false],
    ['/', false],
  ])('%s → %s', (url, expected) => {
    expect(isFeedbackPath(url)).toBe(expected);
  });
});

describe('the one-origin production server', () => {
  let fixture: FixtureBuild;
  let site: RunningSite;
  beforeAll(async () => {
    fixture = createFixtureBuild();
    site = await startSiteServer({
      SITE_DIR: fixture.siteDir,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      FEEDBACK_DB: fixture.dbFile,
      FEEDBACK_SUMMARY_TOKEN: TOKEN,
    });
  });
  afterAll(async () => {
    await site?.close();
    fixture.remove();
  });

  it("serves a page's index.html at its trailing-slash URL", async () => {
    const response = await fetch(`${site.url}${FIXTURE_PAGE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain(FIXTURE_PAGE_TEXT);
    expect(await (await fetch(`${site.url}/`)).text()).toContain('Home of the fixture site');
  });

  it('redirects a folder URL without its trailing slash, as docusaurus serve does', async () => {
    const response = await fetch(`${site.url}${FIXTURE_PAGE.slice(0, -1)}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(FIXTURE_PAGE);
  });

  it.each(['/no/such/page/', '/no-such-file.js', '/assets/js/missing.0123abcd.js', '/feedbacks/'])(
    'answers the miss %s with 404.html and status 404',
    async (url) => {
      const response = await fetch(`${site.url}${url}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain(NOT_FOUND_TEXT);
    },
  );

  it.each(['br', 'gzip'])('sends hashed assets %s-compressed and cacheable for a year', async (encoding) => {
    const response = await fetch(`${site.url}${FIXTURE_SCRIPT}`, { headers: { 'Accept-Encoding': encoding } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(FIXTURE_SCRIPT_BODY);
  });

  it('compresses a hashed asset once: later requests get the kept copy, even if the file changed on disk', async () => {
    const file = path.join(fixture.siteDir, FIXTURE_SCRIPT);
    const fetchScript = () => fetch(`${site.url}${FIXTURE_SCRIPT}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(await (await fetchScript()).text()).toBe(FIXTURE_SCRIPT_BODY);
    fs.writeFileSync(file, 'changed under its hashed name');
    try {
      const again = await fetchScript();
      expect(again.headers.get('content-encoding')).toBe('gzip');
      expect(await again.text()).toBe(FIXTURE_SCRIPT_BODY);
    } finally {
      fs.writeFileSync(file, FIXTURE_SCRIPT_BODY);
    }
  });

  it('sends a hashed asset whole, uncompressed, to a client that accepts no encoding', async () => {
    const response = await fetch(`${site.url}${FIXTURE_SCRIPT}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(FIXTURE_SCRIPT_BODY.length));
    expect(await response.text()).toBe(FIXTURE_SCRIPT_BODY);
  });

  it('has pages revalidated rather than cached, so a deploy shows at once', async () => {
    const response = await fetch(`${site.url}${FIXTURE_PAGE}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0');
  });

  it('accepts feedback on a page of the site from its own origin and reports it in the summary', async () => {
    const response = await postFeedback(site, { page: FIXTURE_PAGE, rating: 'yes', comment: 'Clear intro' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(Number) });
    // The own origin is allowed (the same answer a cross-origin page of this origin would get); others are not.
    expect(response.headers.get('access-control-allow-origin')).toBe(site.url);
    const foreign = await postFeedback(
      site,
      { page: FIXTURE_PAGE, rating: 'no' },
      { Origin: 'https://elsewhere.example' },
    );
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const summary = await fetch(`${site.url}/feedback/summary`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(summary.status).toBe(200);
    const { latestComments } = (await summary.json()) as { latestComments: { page: string; comment: string }[] };
    expect(latestComments).toContainEqual(expect.objectContaining({ page: FIXTURE_PAGE, comment: 'Clear intro' }));
  });

  it("refuses feedback on a page missing from the served build's sitemap with 404", async () => {
    // /guides/other/ would be any page to the service checking the repo's build/sitemap.xml, or none.
    const response = await postFeedback(site, { page: '/guides/other/', rating: 'yes' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: expect.stringContaining('sitemap') });
  });

  it("answers the feedback service's own errors in its JSON format", async () => {
    const response = await postFeedback(site, { page: FIXTURE_PAGE, rating: 'maybe' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('GET /health answers ok', async () => {
    const response = await fetch(`${site.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('starting the server', () => {
  let fixture: FixtureBuild;
  beforeEach(() => (fixture = createFixtureBuild()));
  afterEach(() => fixture.remove());

  it('refuses to start without a build, naming the command that makes one', async () => {
    const empty = path.join(fixture.dir, 'empty');
    fs.mkdirSync(empty);
    await expect(
      startSiteServer({ SITE_DIR: empty, PORT: '0', FEEDBACK_DB: fixture.dbFile, FEEDBACK_SUMMARY_TOKEN: TOKEN }),
    ).rejects.toThrow(`no production build in ${empty} (no index.html): run \`npm run build\` first`);
    expect(fs.existsSync(fixture.dbFile)).toBe(false);
  });

  it('fails with EADDRINUSE when the port is taken', async () => {
    const env = { SITE_DIR: fixture.siteDir, HOST: '127.0.0.1', FEEDBACK_DB: fixture.dbFile };
    const first = await startSiteServer({ ...env, PORT: '0' });
    const { port } = new URL(first.url);
    await expect(startSiteServer({ ...env, PORT: port })).rejects.toThrow(/EADDRINUSE/);
    await first.close();
  });

  it('start.cjs (npm run serve) serves pages and feedback, and a second SIGTERM does not cut the stop short', async () => {
    const child = spawn(process.execPath, [path.join(__dirname, 'start.cjs')], {
      env: {
        ...process.env,
        SITE_DIR: fixture.siteDir,
        PORT: '0',
        HOST: '127.0.0.1',
        FEEDBACK_DB: fixture.dbFile,
        FEEDBACK_SUMMARY_TOKEN: TOKEN,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) resolve(match[1]);
      });
      child.on('exit', () => reject(new Error(`the server exited early:\n${output}`)));
    });

    expect((await fetch(`${url}${FIXTURE_PAGE}`)).status).toBe(200);
    const posted = await fetch(`${url}/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page: FIXTURE_PAGE, rating: 'no' }),
    });
    expect(posted.status).toBe(201);
    child.kill('SIGTERM');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM received, closing');
  }, 20_000);
});
