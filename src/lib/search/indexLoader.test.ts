import path from 'node:path';
import { buildSearchIndex } from './buildIndex';
import { apiFixturePages, readDocsCorpus } from './fixtures/corpus';
import { INDEX_FILE } from './format';
import {
  createIndexLoader,
  HttpStatusError,
  SEARCH_INDEX_MAX_AGE_MS,
  SearchUnavailableError,
  type FetchJson,
} from './indexLoader';
import { shardIndexForTerm } from './shards';

const BASE = '/search-index/';
const corpus = [...readDocsCorpus(path.resolve(__dirname, '../../..')), ...apiFixturePages()];
const built = buildSearchIndex(corpus, { shardTargetBytes: 8_000 });
/** The next deploy: the same pages packed into other shards, so the shard file names change. */
const redeployed = buildSearchIndex(corpus, { shardTargetBytes: 5_000 });
const MINUTE = 60 * 1000;

type Built = typeof built;
const shardFile = (index: Built, term: string) =>
  index.manifest.shards[shardIndexForTerm(index.manifest.shards, term)][1];

/** A server whose files a deploy replaces, and a clock; records each request and whether it revalidated. */
function setup() {
  const server = { files: built.files as ReadonlyMap<string, string>, time: 0, failure: null as Error | null };
  const requests: string[] = [];
  const fetchJson: FetchJson = async (url, options = {}) => {
    const file = url.slice(BASE.length);
    requests.push(options.revalidate ? `${file} (revalidate)` : file);
    if (server.failure) throw server.failure;
    const body = server.files.get(file);
    if (body === undefined) throw new HttpStatusError(404, url);
    return JSON.parse(body) as unknown;
  };
  const loader = createIndexLoader({ baseUrl: BASE, fetchJson, now: () => server.time });
  /** Requests since the last call. */
  const requested = () => requests.splice(0);
  return { server, loader, requested };
}

it('the two deploys name the shard of "sl" differently (the tests below need it)', () => {
  expect(shardFile(redeployed, 'sl')).not.toBe(shardFile(built, 'sl'));
  expect(redeployed.files.has(shardFile(built, 'sl'))).toBe(false);
  expect(redeployed.files.has(shardFile(built, 'bu'))).toBe(false);
});

describe('a shard that answers 404 after a deploy', () => {
  it('makes the loader fetch the manifest again and retry once with the new one', async () => {
    const { server, loader, requested } = setup();
    const first = await loader.index();
    expect(requested()).toEqual([INDEX_FILE]);
    server.files = redeployed.files;
    const index = await loader.withShards(['slider']);
    expect(requested()).toEqual([shardFile(built, 'sl'), `${INDEX_FILE} (revalidate)`, shardFile(redeployed, 'sl')]);
    expect(index.manifest).toEqual(redeployed.manifest);
    expect(index.engines.size).toBe(1);
    expect(loader.isCurrent(first)).toBe(false);
    expect(loader.isCurrent(index)).toBe(true);
    // Later queries use the new manifest.
    await loader.withShards(['button']);
    expect(requested()).toEqual([shardFile(redeployed, 'bu')]);
  });

  it('fetches the new manifest once for queries that meet missing shards together', async () => {
    const { server, loader, requested } = setup();
    await loader.index();
    requested();
    server.files = redeployed.files;
    const [slider, button] = await Promise.all([loader.withShards(['slider']), loader.withShards(['button'])]);
    expect(slider).toBe(button);
    expect(requested().filter((file) => file.startsWith(INDEX_FILE))).toEqual([`${INDEX_FILE} (revalidate)`]);
  });

  it('gives up after one retry when the new manifest names a missing shard too', async () => {
    const { server, loader, requested } = setup();
    server.files = new Map([[INDEX_FILE, built.files.get(INDEX_FILE)!]]);
    const failure = loader.withShards(['slider']);
    await expect(failure).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(failure).rejects.toThrow('HTTP 404');
    expect(requested()).toEqual([
      INDEX_FILE,
      shardFile(built, 'sl'),
      `${INDEX_FILE} (revalidate)`,
      shardFile(built, 'sl'),
    ]);
  });

  it('is told apart from other failures, which do not fetch the manifest again', async () => {
    const { server, loader, requested } = setup();
    await loader.index();
    requested();
    server.failure = new HttpStatusError(503, `${BASE}shards/`);
    await expect(loader.withShards(['slider'])).rejects.toBeInstanceOf(SearchUnavailableError);
    server.failure = new TypeError('Failed to fetch');
    await expect(loader.withShards(['slider'])).rejects.toBeInstanceOf(SearchUnavailableError);
    expect(requested()).toEqual([shardFile(built, 'sl'), shardFile(built, 'sl')]);
  });
});

describe(`the loaded index expires after ${SEARCH_INDEX_MAX_AGE_MS / MINUTE} minutes`, () => {
  it('answers from memory for an hour, then checks the manifest and keeps what is loaded while it is unchanged', async () => {
    const { server, loader, requested } = setup();
    const first = await loader.withShards(['slider']);
    expect(requested()).toEqual([INDEX_FILE, shardFile(built, 'sl')]);
    server.time = SEARCH_INDEX_MAX_AGE_MS - 1;
    await loader.withShards(['slider']);
    expect(requested()).toEqual([]);
    server.time = SEARCH_INDEX_MAX_AGE_MS;
    expect(await loader.withShards(['slider'])).toBe(first);
    expect(requested()).toEqual([`${INDEX_FILE} (revalidate)`]);
    server.time = SEARCH_INDEX_MAX_AGE_MS + 59 * MINUTE;
    await loader.withShards(['slider']);
    expect(requested()).toEqual([]);
  });

  it('drops the shards and fragments of an index whose manifest has changed', async () => {
    const { server, loader, requested } = setup();
    const first = await loader.withShards(['slider']);
    const hash = first.manifest.pages[0][3];
    await loader.loadFragment(first, hash);
    requested();
    server.files = redeployed.files;
    server.time = SEARCH_INDEX_MAX_AGE_MS;
    const next = await loader.withShards(['slider']);
    expect(next).not.toBe(first);
    expect(requested()).toEqual([`${INDEX_FILE} (revalidate)`, shardFile(redeployed, 'sl')]);
    expect(next.fragments.size).toBe(0);
    expect(await loader.loadFragment(next, hash)).not.toBeNull();
  });

  it('keeps answering when the manifest cannot be fetched, and asks again an hour later', async () => {
    const { server, loader, requested } = setup();
    const first = await loader.withShards(['slider']);
    requested();
    server.failure = new TypeError('Failed to fetch');
    server.time = SEARCH_INDEX_MAX_AGE_MS;
    expect(await loader.withShards(['slider'])).toBe(first);
    expect(requested()).toEqual([`${INDEX_FILE} (revalidate)`]);
    server.time = SEARCH_INDEX_MAX_AGE_MS + 30 * MINUTE;
    await loader.withShards(['slider']);
    expect(requested()).toEqual([]);
    server.failure = null;
    server.time = 2 * SEARCH_INDEX_MAX_AGE_MS;
    await loader.withShards(['slider']);
    expect(requested()).toEqual([`${INDEX_FILE} (revalidate)`]);
  });

  it('reports a first manifest that cannot be fetched as unavailable, and tries again at the next call', async () => {
    const { server, loader, requested } = setup();
    server.failure = new HttpStatusError(404, `${BASE}${INDEX_FILE}`);
    await expect(loader.index()).rejects.toBeInstanceOf(SearchUnavailableError);
    server.failure = null;
    await expect(loader.index()).resolves.toMatchObject({ manifest: built.manifest });
    expect(requested()).toEqual([INDEX_FILE, INDEX_FILE]);
  });
});
