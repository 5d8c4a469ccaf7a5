import path from 'node:path';
import { buildSearchIndex } from './buildIndex';
import {
  createSearchClient,
  HttpStatusError,
  MAX_RESULTS,
  SearchUnavailableError,
  type FetchJson,
  type SearchResponse,
} from './client';
import type { Segment } from './excerpt';
import { apiFixturePages, readDocsCorpus } from './fixtures/corpus';
import { memoryFetch } from './fixtures/memoryFetch';
import { INDEX_FILE } from './format';

const BASE = '/search-index/';
const REPO = path.resolve(__dirname, '../../..');
const corpus = [...readDocsCorpus(REPO), ...apiFixturePages()];
const built = buildSearchIndex(corpus, { shardTargetBytes: 8_000 });

function setup(override?: Parameters<typeof memoryFetch>[2]) {
  const fetch = memoryFetch(built.files, BASE, override);
  return { fetch, client: createSearchClient({ baseUrl: BASE, fetchJson: fetch.fetchJson }) };
}

const text = (segments: Segment[]) => segments.map((segment) => segment.text).join('');
const flat = (response: SearchResponse) => response.groups.flatMap((group) => group.items);
const paths = (response: SearchResponse) => flat(response).map((item) => item.path);

describe('search client', () => {
  it("ranks Joy UI's Slider before Material UI's when searching from a Joy UI page", async () => {
    const { client } = setup();
    const fromJoy = await client.search('slider', { currentProduct: 'joy-ui' });
    expect(fromJoy.groups[0].product).toBe('joy-ui');
    expect(paths(fromJoy).indexOf('/joy-ui/react-slider/')).toBeLessThan(
      paths(fromJoy).indexOf('/material-ui/react-slider/'),
    );
    expect(paths(fromJoy)[0]).toBe('/joy-ui/react-slider/');

    const fromMaterial = await client.search('slider', { currentProduct: 'material-ui' });
    expect(fromMaterial.groups[0].product).toBe('material-ui');
    expect(paths(fromMaterial)[0]).toBe('/material-ui/react-slider/');
  });

  it('groups results by product, each with a title, a section heading and a highlighted excerpt', async () => {
    const { client } = setup();
    const response = await client.search('slider marks', { currentProduct: 'joy-ui' });
    const products = response.groups.map((group) => group.product);
    expect(new Set(products).size).toBe(products.length);
    const top = response.groups[0].items[0];
    expect(top.path).toBe('/joy-ui/react-slider/');
    expect(text(top.title)).toBe('Slider');
    const marks = [top, ...response.groups[0].items].find(
      (item) => item.url.endsWith('#marks') || item.subResults.some((sub) => sub.url.endsWith('#marks')),
    );
    expect(marks).toBeDefined();
    expect(top.excerpt.some((segment) => segment.match)).toBe(true);
  });

  it('links to the best-matching section as a sub-result', async () => {
    const { client } = setup();
    const response = await client.search('peer dependencies', { currentProduct: 'material-ui' });
    const top = response.groups[0].items[0];
    expect(top.path).toBe('/material-ui/getting-started/installation/');
    expect(top.url).toBe('/material-ui/getting-started/installation/#peer-dependencies');
    expect(text(top.heading)).toBe('Peer dependencies');
  });

  it('finds pages as the reader types', async () => {
    const { client } = setup();
    for (const partial of ['sl', 'sli', 'slid', 'slide']) {
      const response = await client.search(partial, { currentProduct: 'joy-ui' });
      expect(paths(response)).toContain('/joy-ui/react-slider/');
    }
  });

  it('tolerates a typo', async () => {
    const { client } = setup();
    expect(paths(await client.search('autocomplte', { currentProduct: null }))).toContain(
      '/material-ui/react-autocomplete/',
    );
  });

  it('filters by product', async () => {
    const { client } = setup();
    const response = await client.search('slider', { currentProduct: 'joy-ui', scope: 'material-ui' });
    expect(response.total).toBeGreaterThan(0);
    expect(response.groups.map((group) => group.product)).toEqual(['material-ui']);
  });

  it('caps the number of results', async () => {
    const { client } = setup();
    const response = await client.search('install', { currentProduct: null });
    expect(flat(response).length).toBeLessThanOrEqual(MAX_RESULTS);
    expect(response.total).toBeGreaterThan(3);
  });

  it.each([
    ['empty', ''],
    ['whitespace', '   \n\t '],
    ['2,000 characters', 'slider '.repeat(290).slice(0, 2000)],
    [
      '2,000 random characters',
      Array.from({ length: 2000 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join(''),
    ],
    ['regex specials', '.*+?^${}()|[]\\'],
    ['regex-like', '(slider|button)[0-9]+'],
    ['stop words only', 'the and of'],
    ['emoji and symbols', '🎉 ✓ → ©'],
    ['HTML', '<script>alert(1)</script>'],
  ])('answers a %s query without throwing', async (_, query) => {
    const { client } = setup();
    const response = await client.search(query, { currentProduct: 'joy-ui' });
    expect(Array.isArray(response.groups)).toBe(true);
    expect(response.query.length).toBeLessThanOrEqual(200);
  });

  it('fetches the index once and only the shards a query needs, caching them', async () => {
    const { client, fetch } = setup();
    await client.search('slider', { currentProduct: null });
    const first = [...fetch.requested];
    expect(first[0]).toBe(INDEX_FILE);
    const shards = first.filter((file) => file.startsWith('shards/'));
    expect(shards).toHaveLength(1);
    expect(shards.length).toBeLessThan(built.manifest.shards.length);
    fetch.reset();
    await client.search('slider', { currentProduct: null });
    expect(fetch.requested).toEqual([]);
    await client.search('slide', { currentProduct: null });
    // Same shard: only fragments of newly shown pages are fetched.
    expect(fetch.requested.filter((file) => !file.startsWith('pages/'))).toEqual([]);
  });

  it('answers early with the matching pages while their fragments load', async () => {
    const { client } = setup();
    const partials: SearchResponse[] = [];
    const complete = await client.search(
      'slider',
      { currentProduct: 'joy-ui' },
      { onPartial: (response) => partials.push(response) },
    );
    expect(partials).toHaveLength(1);
    expect(paths(partials[0])).toEqual(paths(complete));
    expect(flat(partials[0]).every((item) => item.loading && item.excerpt.length === 0)).toBe(true);
    expect(flat(complete).some((item) => item.loading)).toBe(false);
    expect(flat(complete)[0].excerpt.length).toBeGreaterThan(0);
    // Everything cached: one complete answer, no partial one.
    const again: SearchResponse[] = [];
    await client.search('slider', { currentProduct: 'joy-ui' }, { onPartial: (response) => again.push(response) });
    expect(again).toEqual([]);
  });

  it('answers early before requesting any fragment, and keeps the results it already described', async () => {
    const { client, fetch } = setup();
    await client.search('slider', { currentProduct: 'joy-ui' });
    fetch.reset();
    // 'slider marks' shows some pages whose fragments are loaded and some that are not.
    let requestedAtPartial: string[] | null = null;
    let partial: SearchResponse | null = null;
    const complete = await client.search(
      'slider marks',
      { currentProduct: 'joy-ui' },
      {
        onPartial: (response) => {
          requestedAtPartial = [...fetch.requested];
          partial = response;
        },
      },
    );
    const fragmentsOf = (requested: string[]) => requested.filter((file) => file.startsWith('pages/'));
    expect(fragmentsOf(requestedAtPartial ?? [])).toEqual([]);
    expect(fragmentsOf(fetch.requested).length).toBeGreaterThan(0);
    const before = flat(partial as unknown as SearchResponse);
    const after = flat(complete);
    const described = before.filter((item) => !item.loading);
    expect(described.length).toBeGreaterThan(0);
    expect(before.some((item) => item.loading)).toBe(true);
    // Same objects: the dialog's memoized rows skip them when the excerpts of the others arrive.
    for (const item of described) expect(after.find((other) => other.id === item.id)).toBe(item);
  });

  it('prefetches the remaining shards so later queries need no network', async () => {
    const { client, fetch } = setup();
    await client.search('slider', { currentProduct: null });
    fetch.reset();
    await client.prefetch(() => Promise.resolve());
    // Every other shard, once each.
    expect(fetch.requested.every((file) => file.startsWith('shards/'))).toBe(true);
    expect(new Set(fetch.requested).size).toBe(fetch.requested.length);
    expect(fetch.requested).toHaveLength(built.manifest.shards.length - 1);
    fetch.reset();
    for (const query of ['theme', 'button', 'install', 'zebra', 'codemod'])
      await client.search(query, { currentProduct: null });
    expect(fetch.requested.filter((file) => !file.startsWith('pages/'))).toEqual([]);
    // Failures while prefetching are swallowed.
    const failing = setup((file) => (file.startsWith('shards/') ? new Error('offline') : undefined));
    await expect(failing.client.prefetch(() => Promise.resolve())).resolves.toBeUndefined();
  });

  it('reports a missing index as unavailable, and retries later', async () => {
    let missing = true;
    const { client } = setup((file) => (missing && file === INDEX_FILE ? new Error('HTTP 404') : undefined));
    await expect(client.load()).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(client.search('slider', { currentProduct: null })).rejects.toBeInstanceOf(SearchUnavailableError);
    missing = false;
    await expect(client.search('slider', { currentProduct: null })).resolves.toMatchObject({ query: 'slider' });
  });

  it('reports a corrupt index as unavailable', async () => {
    const { client } = setup((file) =>
      file === INDEX_FILE ? '{"format":"mui-search/1","pages":"garbage"}' : undefined,
    );
    await expect(client.search('slider', { currentProduct: null })).rejects.toBeInstanceOf(SearchUnavailableError);
    const invalid = setup((file) => (file === INDEX_FILE ? new SyntaxError('Unexpected token < in JSON') : undefined));
    await expect(invalid.client.load()).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  it('reports a corrupt shard as unavailable', async () => {
    const { client } = setup((file) =>
      file.startsWith('shards/') ? '{"format":"mui-search/1","terms":[["slider",[99999,1],0,0,0]]}' : undefined,
    );
    await expect(client.search('slider', { currentProduct: null })).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  it('still lists a page whose fragment is missing, without an excerpt', async () => {
    const { client } = setup((file) => (file.startsWith('pages/') ? new Error('HTTP 404') : undefined));
    const response = await client.search('slider', { currentProduct: 'joy-ui' });
    const top = response.groups[0].items[0];
    expect(top.path).toBe('/joy-ui/react-slider/');
    expect(top.excerpt).toEqual([]);
    expect(top.url).toBe('/joy-ui/react-slider/');
  });
});

describe('search client across deploys', () => {
  it('answers after a deploy replaced the index it had loaded (indexLoader.test.ts has the details)', async () => {
    const redeployed = buildSearchIndex(corpus, { shardTargetBytes: 5_000 });
    let files = built.files;
    const requested: string[] = [];
    const fetchJson: FetchJson = async (url) => {
      const file = url.slice(BASE.length);
      requested.push(file);
      const body = files.get(file);
      if (body === undefined) throw new HttpStatusError(404, url);
      return JSON.parse(body) as unknown;
    };
    const client = createSearchClient({ baseUrl: BASE, fetchJson });
    await client.load();
    files = redeployed.files;
    const response = await client.search('slider', { currentProduct: 'joy-ui' });
    expect(paths(response)[0]).toBe('/joy-ui/react-slider/');
    expect(requested.filter((file) => file === INDEX_FILE)).toHaveLength(2);
    expect(flat(response)[0].excerpt.length).toBeGreaterThan(0);
  });
});
