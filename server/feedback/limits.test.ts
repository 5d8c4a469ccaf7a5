import { clientKey, SUMMARY_RATE_LIMIT } from './app';
import { getSummary, post, startService, TEST_TOKEN, type RunningService } from './test-helpers';

const VOTE = { page: '/material-ui/react-button/', rating: 'yes' } as const;

/** A submission that arrives through the proxy at 127.0.0.1 (the test client) for `client`. */
const via = (service: RunningService, client: string) => post(service, VOTE, { 'X-Forwarded-For': client });

async function statuses(requests: Array<() => Promise<Response>>): Promise<number[]> {
  const result: number[] = [];
  for (const request of requests) result.push((await request()).status);
  return result;
}

describe('rate-limit keys', () => {
  it('are the IPv4 address (also when IPv4-mapped) or the IPv6 /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::');
    expect(clientKey('2001:DB8:1:2::1')).toBe('2001:db8:1:2::');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::');
  });
});

describe('rate limits over HTTP', () => {
  let service: RunningService | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });

  it('gives an IPv6 client rotating addresses within one /64 one bucket', async () => {
    service = await startService({ FEEDBACK_RATE_LIMIT_MAX: '3', FEEDBACK_TRUST_PROXY: '127.0.0.1' });
    const running = service;
    const rotating = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3', '2001:db8:1:2:dead:beef:0:4'];
    expect(await statuses(rotating.map((address) => () => via(running, address)))).toEqual([201, 201, 201, 429]);
    // The next /64 is another subscriber.
    expect((await via(running, '2001:db8:1:3::1')).status).toBe(201);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    service = await startService({ FEEDBACK_RATE_LIMIT_MAX: '3', FEEDBACK_TRUST_PROXY: '127.0.0.1' });
    const running = service;
    const forms = ['198.51.100.9', '::ffff:198.51.100.9', '::ffff:c633:6409', '198.51.100.9'];
    expect(await statuses(forms.map((address) => () => via(running, address)))).toEqual([201, 201, 201, 429]);
    expect((await via(running, '198.51.100.10')).status).toBe(201);
  });

  it.each<[string, Record<string, string>]>([
    ['no proxy is trusted', {}],
    ['the peer is not a listed proxy', { FEEDBACK_TRUST_PROXY: '10.0.0.1,192.168.0.0/16' }],
  ])('ignores a spoofed X-Forwarded-For when %s', async (_name, env) => {
    service = await startService({ FEEDBACK_RATE_LIMIT_MAX: '3', ...env });
    const running = service;
    const spoofed = ['1.1.1.1', '2.2.2.2', '2001:db8::1', '3.3.3.3', '4.4.4.4'];
    expect(await statuses(spoofed.map((address) => () => via(running, address)))).toEqual([201, 201, 201, 429, 429]);
  });
});

describe('the summary endpoint', () => {
  let service: RunningService | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });

  it('meets 60 wrong tokens in a row with 429 after the first 30, and then the right token too', async () => {
    service = await startService();
    const running = service;
    expect(SUMMARY_RATE_LIMIT).toEqual({ max: 30, timeWindowMs: 60_000 });
    const tries = Array.from({ length: 60 }, (_, i) => () => getSummary(running, `Bearer wrong-token-${i}`));
    const answers = await statuses(tries);
    expect(answers).toEqual([...Array(30).fill(401), ...Array(30).fill(429)]);

    const limited = await getSummary(running, `Bearer ${TEST_TOKEN}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({
      error: 'Too Many Requests',
      message: expect.stringMatching(/^too many summary requests from this client; retry in \d+/),
    });
    // Submissions have their own bucket.
    expect((await post(running, VOTE)).status).toBe(201);
  });

  it('pages through the site pages with ?page and ?limit', async () => {
    service = await startService();
    const running = service;
    const pages = Array.from({ length: 5 }, (_, i) => `/p${i}/`);
    // /p0/ gets 1 vote, /p4/ gets 5: more votes first among equally unhelpful pages.
    pages.forEach((page, i) => {
      for (let n = 0; n <= i; n++) running.store.insert({ page, rating: 'no' });
    });
    const read = async (query: string) => {
      const response = await getSummary(running, `Bearer ${TEST_TOKEN}`, query);
      expect(response.status).toBe(200);
      return response.json();
    };

    const first = await read('?limit=2');
    expect(first).toMatchObject({ totalSubmissions: 15, pagesWithFeedback: 5 });
    expect(first.pages.map((p: { page: string }) => p.page)).toEqual(['/p4/', '/p3/']);
    expect(first.pagination).toEqual({ page: 1, limit: 2, nextPage: 2 });
    const last = await read('?page=3&limit=2');
    expect(last.pages.map((p: { page: string }) => p.page)).toEqual(['/p0/']);
    expect(last.pagination).toEqual({ page: 3, limit: 2, nextPage: null });
    expect((await read('?page=9&limit=2')).pages).toEqual([]);
  });

  it('returns at most 100 pages by default and refuses a limit over 500', async () => {
    service = await startService();
    const running = service;
    for (let i = 0; i < 150; i++) running.store.insert({ page: `/p${i}/`, rating: 'yes' });
    const response = await getSummary(running, `Bearer ${TEST_TOKEN}`);
    const body = await response.json();
    expect(body.pages).toHaveLength(100);
    expect(body.pagination).toEqual({ page: 1, limit: 100, nextPage: 2 });

    const tooBig = await getSummary(running, `Bearer ${TEST_TOKEN}`, '?limit=501');
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toEqual({
      error: 'Bad Request',
      message: 'limit must be an integer between 1 and 500, got "501"',
    });
    // Without the token, nothing about the query is revealed.
    expect((await getSummary(running, 'Bearer wrong', '?limit=501')).status).toBe(401);
  });
});
