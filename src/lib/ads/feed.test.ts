import { AD_FEED_MAX_BODY_BYTES, AD_FEED_TIMEOUT_MS } from './constants';
import { fetchFeedAd, parseFeed, toDisplayAd } from './feed';
import type { FeedFetch, FeedResponse } from './feed';
import { fireImpressionPixels } from './pixels';
import { createFakeTimers } from './testing/fakes';

const validEntry = {
  company: 'Acme',
  description: 'Deploy in seconds.',
  image: 'https://cdn.example.com/acme.png',
  statlink: 'https://srv.example.com/click/acme',
  statimp: 'https://srv.example.com/imp/acme',
  pixel: 'https://px.example.com/a?t=[timestamp]||https://px.example.com/b',
  timestamp: '1700000000',
};
const feed = (ads: unknown) => JSON.stringify({ ads });

describe('parseFeed', () => {
  it('normalises a valid ad', () => {
    expect(parseFeed(feed([validEntry]))).toEqual(validEntry);
  });

  it.each([
    ['not JSON', '<html>502 Bad Gateway</html>'],
    ['empty body', ''],
    ['JSON null', 'null'],
    ['a bare array', '[]'],
    ['no ads key', '{"items":[]}'],
    ['ads not an array', '{"ads":{"0":{}}}'],
    ['empty ads', '{"ads":[]}'],
    ['only an empty slot', '{"ads":[{}]}'],
  ])('returns null for %s', (_name, body) => {
    expect(parseFeed(body)).toBeNull();
  });

  it('skips non-object entries', () => {
    expect(parseFeed(feed([null, 1, 'ad', [validEntry], validEntry]))?.company).toBe('Acme');
  });

  it('keeps the first ad with content and an https statlink', () => {
    const ads = [
      { ...validEntry, company: '', description: '  ' },
      { ...validEntry, company: 'NoLink', statlink: undefined },
      { ...validEntry, company: 'Script', statlink: 'javascript:alert(1)' },
      { ...validEntry, company: '', description: 'Only a description' },
      { ...validEntry, company: 'Later' },
    ];
    expect(parseFeed(feed(ads))?.description).toBe('Only a description');
  });

  it('keeps HTML in fields as literal text', () => {
    const html = '<img src=x onerror="alert(1)"> <b>Bold</b> &amp;';
    const ad = parseFeed(feed([{ ...validEntry, company: html, description: html }]));
    expect(ad?.company).toBe(html);
    expect(ad?.description).toBe(html);
  });

  it('drops an ad whose statlink is not https', () => {
    for (const statlink of ['javascript:alert(1)', 'http://srv.example.com/click', 'data:text/html,x']) {
      expect(parseFeed(feed([{ ...validEntry, statlink }]))).toBeNull();
    }
  });

  it('nulls other URL fields that are not https but keeps the ad', () => {
    const ad = parseFeed(feed([{ ...validEntry, image: 'javascript:alert(1)', statimp: 'http://x.example/' }]));
    expect(ad).toMatchObject({ company: 'Acme', image: null, statimp: null });
  });

  it('coerces fields of the wrong type to plain strings', () => {
    const ad = parseFeed(
      feed([{ ...validEntry, company: 42, description: { html: 'x' }, pixel: ['a'], timestamp: 1700000001, image: 7 }]),
    );
    expect(ad).toMatchObject({ company: '42', description: '', pixel: '', timestamp: '1700000001', image: null });
  });

  it('rejects a 5 MB body without parsing it', () => {
    const parse = jest.spyOn(JSON, 'parse');
    const body = JSON.stringify({ ads: [validEntry], padding: 'x'.repeat(5 * 1024 * 1024) });
    expect(parseFeed(body)).toBeNull();
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it('measures the limit in UTF-8 bytes, not characters', () => {
    const padding = 'é'.repeat(40_000); // 40k characters, 80 kB in UTF-8
    expect(parseFeed(JSON.stringify({ ads: [validEntry], padding }))).toBeNull();
  });

  it('accepts a body of exactly the limit and rejects one byte more', () => {
    const bodyOfLength = (length: number) => {
      const empty = JSON.stringify({ ads: [validEntry], padding: '' });
      return JSON.stringify({ ads: [validEntry], padding: 'x'.repeat(length - empty.length) });
    };
    expect(bodyOfLength(AD_FEED_MAX_BODY_BYTES).length).toBe(AD_FEED_MAX_BODY_BYTES);
    expect(parseFeed(bodyOfLength(AD_FEED_MAX_BODY_BYTES))?.company).toBe('Acme');
    expect(parseFeed(bodyOfLength(AD_FEED_MAX_BODY_BYTES + 1))).toBeNull();
  });
});

describe('fetchFeedAd', () => {
  const url = 'https://srv.example.com/ads.json';
  const encoder = new TextEncoder();
  const respond = (body: string, ok = true): Promise<FeedResponse> =>
    Promise.resolve(new Response(body, { status: ok ? 200 : 502 }));

  /** A body that streams `chunk` forever, counting what was read and whether it was cancelled. */
  function endlessBody(chunk: Uint8Array) {
    const stats = { pulls: 0, bytes: 0, cancelled: false };
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          stats.pulls += 1;
          stats.bytes += chunk.byteLength;
          controller.enqueue(chunk);
        },
        cancel() {
          stats.cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    return { body, stats };
  }

  /** `fetchFeedAd` with a fake clock; `fetch` gets the request's signal. */
  function run(fetch: FeedFetch, options: { maxAttempts?: number; signal?: AbortSignal } = {}) {
    const timers = createFakeTimers();
    const result = fetchFeedAd({
      url,
      fetch,
      setTimeout: timers.setTimeout,
      clearTimeout: timers.clearTimeout,
      ...options,
    });
    return { result, timers };
  }

  /** Lets pending promise callbacks (stream reads, awaits) run. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('returns the ad from the first good response', async () => {
    const fetch = jest.fn<Promise<FeedResponse>, Parameters<FeedFetch>>(() => respond(feed([validEntry])));
    const { result, timers } = run(fetch);
    await expect(result).resolves.toEqual(validEntry);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(url, { signal: expect.any(AbortSignal) });
    expect(timers.pendingCount()).toBe(0);
  });

  it('makes exactly 10 attempts when no ad qualifies', async () => {
    const fetch = jest.fn(() => respond('{"ads":[{}]}'));
    await expect(run(fetch).result).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it('stops retrying as soon as an ad qualifies', async () => {
    const fetch = jest
      .fn(() => respond(feed([validEntry])))
      .mockImplementationOnce(() => respond('{"ads":[]}'))
      .mockImplementationOnce(() => respond('garbage'));
    await expect(run(fetch).result).resolves.toEqual(validEntry);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('honours a custom maxAttempts', async () => {
    const fetch = jest.fn(() => respond('{"ads":[]}'));
    await run(fetch, { maxAttempts: 3 }).result;
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after one attempt when the request fails', async () => {
    const fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(run(fetch).result).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up after one attempt on a non-2xx status', async () => {
    const fetch = jest.fn(() => respond(feed([validEntry]), false));
    await expect(run(fetch).result).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up when reading the body fails', async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('reset'));
      },
    });
    const fetch = jest.fn(async (): Promise<FeedResponse> => new Response(body));
    await expect(run(fetch).result).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each<[string, BodyInit]>([
    ['an HTML error page', '<html><body>502 Bad Gateway</body></html>'],
    ['truncated JSON', '{"ads":[{"company":"Acme"'],
    ['bytes that are not UTF-8', new Uint8Array([0xff, 0xfe, 0x7b, 0xc3])],
  ])('yields nothing, without throwing, for %s', async (_what, body) => {
    const fetch = jest.fn(async () => new Response(body));
    await expect(run(fetch).result).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it('refuses an answer declaring 5 MB in Content-Length without reading a byte of it', async () => {
    const { body, stats } = endlessBody(encoder.encode(feed([validEntry])));
    const headers = { 'Content-Length': String(5 * 1024 * 1024) };
    const fetch = jest.fn(async (): Promise<FeedResponse> => ({ ok: true, headers: new Headers(headers), body }));
    await expect(run(fetch, { maxAttempts: 1 }).result).resolves.toBeNull();
    expect(stats).toEqual({ pulls: 0, bytes: 0, cancelled: true });
  });

  it('reads a declared length of exactly the limit', async () => {
    const empty = feed([{ ...validEntry, padding: '' }]);
    const text = feed([{ ...validEntry, padding: 'x'.repeat(AD_FEED_MAX_BODY_BYTES - empty.length) }]);
    expect(text.length).toBe(AD_FEED_MAX_BODY_BYTES);
    const fetch = jest.fn(async () => new Response(text, { headers: { 'Content-Length': String(text.length) } }));
    await expect(run(fetch).result).resolves.toMatchObject({ company: 'Acme' });
  });

  it('stops reading an endless answer without Content-Length just past 64 kB', async () => {
    const chunk = encoder.encode('x'.repeat(1000));
    const { body, stats } = endlessBody(chunk);
    const fetch = jest.fn(async (): Promise<FeedResponse> => ({ ok: true, headers: new Headers(), body }));
    await expect(run(fetch, { maxAttempts: 1 }).result).resolves.toBeNull();
    expect(AD_FEED_MAX_BODY_BYTES).toBe(65_536);
    expect(stats.bytes).toBeGreaterThan(AD_FEED_MAX_BODY_BYTES);
    expect(stats.bytes).toBeLessThanOrEqual(AD_FEED_MAX_BODY_BYTES + chunk.byteLength);
    expect(stats.cancelled).toBe(true);
  });

  it('stops reading a body that is longer than its Content-Length says', async () => {
    const { body, stats } = endlessBody(encoder.encode('x'.repeat(4096)));
    const fetch = jest.fn(async (): Promise<FeedResponse> => ({
      ok: true,
      headers: new Headers({ 'Content-Length': '100' }),
      body,
    }));
    await expect(run(fetch, { maxAttempts: 1 }).result).resolves.toBeNull();
    expect(stats.bytes).toBeLessThanOrEqual(AD_FEED_MAX_BODY_BYTES + 4096);
    expect(stats.cancelled).toBe(true);
  });

  it('aborts a request still unanswered after 5 s and yields nothing', async () => {
    expect(AD_FEED_TIMEOUT_MS).toBe(5000);
    const signals: AbortSignal[] = [];
    // Like window.fetch: never answers, but rejects once its signal aborts.
    const fetch = jest.fn(
      (_url: string, { signal }: { signal: AbortSignal }) =>
        new Promise<FeedResponse>((_resolve, reject) => {
          signals.push(signal);
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const { result, timers } = run(fetch);
    let outcome: unknown = 'pending';
    void result.then((ad) => (outcome = ad));
    timers.advance(4999);
    await settle();
    expect(outcome).toBe('pending');
    expect(signals[0].aborted).toBe(false);
    timers.advance(1);
    await settle();
    expect(outcome).toBeNull();
    expect(signals[0].aborted).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('aborts at 5 s a body that never ends, even when fetch ignores the signal', async () => {
    let cancelled = false;
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"ads":['));
      },
      pull: () => new Promise<void>(() => undefined),
      cancel: () => {
        cancelled = true;
      },
    });
    const fetch = jest.fn(async (): Promise<FeedResponse> => ({ ok: true, headers: new Headers(), body: stalled }));
    const { result, timers } = run(fetch);
    let outcome: unknown = 'pending';
    void result.then((ad) => (outcome = ad));
    await settle();
    timers.advance(4999);
    await settle();
    expect(outcome).toBe('pending');
    timers.advance(1);
    await settle();
    expect(outcome).toBeNull();
    expect(cancelled).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops when the caller aborts (the ad slot went away)', async () => {
    const caller = new AbortController();
    const fetch = jest.fn(() => new Promise<FeedResponse>(() => undefined));
    const { result } = run(fetch, { signal: caller.signal });
    caller.abort();
    await expect(result).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fires at most 5 distinct pixel requests for a feed listing 3,000 pixel URLs', async () => {
    const pixels = Array.from({ length: 3000 }, (_, index) => `https://p.io/${index % 3}`);
    const fetch = jest.fn(() => respond(feed([{ ...validEntry, pixel: pixels.join('||') }])));
    const ad = await run(fetch).result;
    expect(ad).not.toBeNull();
    const requested: string[] = [];
    fireImpressionPixels(ad!, (pixelUrl) => requested.push(pixelUrl));
    expect(requested).toEqual([
      'https://srv.example.com/imp/acme',
      'https://p.io/0',
      'https://p.io/1',
      'https://p.io/2',
    ]);
  });
});

describe('toDisplayAd', () => {
  it('maps feed fields to display fields', () => {
    const ad = parseFeed(feed([validEntry]));
    expect(ad && toDisplayAd(ad)).toEqual({
      link: 'https://srv.example.com/click/acme',
      img: 'https://cdn.example.com/acme.png',
      name: 'Acme',
      description: 'Deploy in seconds.',
      poweredby: 'Carbon',
      label: 'carbon',
    });
  });
});
