import { AD_FEED_MAX_BODY_BYTES } from './constants';
import { fetchFeedAd, parseFeed, toDisplayAd } from './feed';
import type { FeedResponse } from './feed';

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
    const padding = 'é'.repeat(600_000); // 600k characters, 1.2 MB in UTF-8
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
  const respond = (body: string, ok = true): Promise<FeedResponse> => Promise.resolve({ ok, text: async () => body });

  it('returns the ad from the first good response', async () => {
    const fetch = jest.fn(() => respond(feed([validEntry])));
    await expect(fetchFeedAd({ url, fetch })).resolves.toEqual(validEntry);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(url);
  });

  it('makes exactly 10 attempts when no ad qualifies', async () => {
    const fetch = jest.fn(() => respond('{"ads":[{}]}'));
    await expect(fetchFeedAd({ url, fetch })).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it('stops retrying as soon as an ad qualifies', async () => {
    const fetch = jest
      .fn(() => respond(feed([validEntry])))
      .mockImplementationOnce(() => respond('{"ads":[]}'))
      .mockImplementationOnce(() => respond('garbage'));
    await expect(fetchFeedAd({ url, fetch })).resolves.toEqual(validEntry);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('honours a custom maxAttempts', async () => {
    const fetch = jest.fn(() => respond('{"ads":[]}'));
    await fetchFeedAd({ url, fetch, maxAttempts: 3 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after one attempt when the request fails', async () => {
    const fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchFeedAd({ url, fetch })).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up after one attempt on a non-2xx status', async () => {
    const fetch = jest.fn(() => respond(feed([validEntry]), false));
    await expect(fetchFeedAd({ url, fetch })).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up when reading the body fails', async () => {
    const fetch = jest.fn(async (): Promise<FeedResponse> => ({
      ok: true,
      text: () => Promise.reject(new Error('reset')),
    }));
    await expect(fetchFeedAd({ url, fetch })).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
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
