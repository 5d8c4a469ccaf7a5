/**
 * Loads the search index for the client: the manifest, the shards a query needs and page fragments,
 * each once. A loaded index answers for SEARCH_INDEX_MAX_AGE_MS, then its manifest is fetched
 * again; a deploy replaces the index, so a shard that answers 404 makes the loader fetch the
 * manifest again and retry once. Pure apart from the injected fetch and clock.
 */
import type MiniSearch from 'minisearch';
import { createEngine, type EngineDocument } from './engine';
import {
  fragmentPath,
  INDEX_FILE,
  parseFragment,
  parseManifest,
  parseShard,
  type FragmentFile,
  type IndexManifest,
} from './format';
import { shardIndexForTerm } from './shards';

/**
 * How long a loaded index (manifest, shards, fragments) answers queries before its manifest is
 * fetched again: an unchanged manifest keeps all that is loaded, a changed one starts a new index
 * (engines are built against the manifest's page table).
 */
export const SEARCH_INDEX_MAX_AGE_MS = 60 * 60 * 1000;

export interface FetchOptions {
  /** Ask the server (or the service worker's network-first route), not the HTTP cache. */
  revalidate?: boolean;
}

/** Resolves to parsed JSON; rejects on a network error, an HTTP error status (HttpStatusError) or invalid JSON. */
export type FetchJson = (url: string, options?: FetchOptions) => Promise<unknown>;

export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`HTTP ${status} for ${url}`);
    this.name = 'HttpStatusError';
  }
}

export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Search is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'SearchUnavailableError';
    this.cause = cause;
  }
}

/** The file is gone from the server: the manifest that named it is older than the deploy. */
function isMissingFile(error: unknown): boolean {
  const cause = error instanceof SearchUnavailableError ? error.cause : error;
  return cause instanceof HttpStatusError && (cause.status === 404 || cause.status === 410);
}

/** A `fetch`-based FetchJson. */
export function browserFetchJson(url: string, { revalidate = false }: FetchOptions = {}): Promise<unknown> {
  return fetch(url, revalidate ? { cache: 'no-cache' } : {}).then((response) => {
    if (!response.ok) throw new HttpStatusError(response.status, url);
    return response.json() as Promise<unknown>;
  });
}

/** One index as one manifest describes it, with what was loaded through that manifest. */
export interface LoadedIndex {
  manifest: IndexManifest;
  /** When the manifest was fetched or last confirmed unchanged. */
  checkedAt: number;
  enginePromises: Map<number, Promise<MiniSearch<EngineDocument>>>;
  engines: Map<number, MiniSearch<EngineDocument>>;
  fragmentPromises: Map<string, Promise<FragmentFile | null>>;
  fragments: Map<string, FragmentFile>;
}

export interface LoaderOptions {
  /** URL of the index directory, ending with a slash (e.g. `/search-index/`). */
  baseUrl: string;
  fetchJson?: FetchJson;
  /** Milliseconds since the epoch (Date.now). */
  now?: () => number;
}

export interface IndexLoader {
  /** The index, its manifest fetched again once it is older than SEARCH_INDEX_MAX_AGE_MS. Rejects with SearchUnavailableError. */
  index(): Promise<LoadedIndex>;
  /** The index with the engines of these terms' shards loaded. Rejects with SearchUnavailableError. */
  withShards(terms: readonly string[]): Promise<LoadedIndex>;
  /** One shard's engine, built once. Rejects with SearchUnavailableError. */
  loadEngine(index: LoadedIndex, shard: number): Promise<MiniSearch<EngineDocument>>;
  /** A page's fragment, or null when it cannot be loaded (tried again next time). */
  loadFragment(index: LoadedIndex, hash: string): Promise<FragmentFile | null>;
  /** No newer manifest has replaced this index. */
  isCurrent(index: LoadedIndex): boolean;
}

export function createIndexLoader({
  baseUrl,
  fetchJson = browserFetchJson,
  now = Date.now,
}: LoaderOptions): IndexLoader {
  let current: LoadedIndex | null = null;
  let refreshing: Promise<LoadedIndex> | null = null;

  const startIndex = (manifest: IndexManifest): LoadedIndex => ({
    manifest,
    checkedAt: now(),
    enginePromises: new Map(),
    engines: new Map(),
    fragmentPromises: new Map(),
    fragments: new Map(),
  });

  /**
   * Fetches the manifest again for `stale`, the index the caller found outdated (null: none loaded
   * yet), once for all callers. An unchanged manifest keeps the loaded index; when it cannot be
   * fetched, a loaded index goes on answering until the next check.
   */
  function refresh(stale: LoadedIndex | null): Promise<LoadedIndex> {
    if (current && current !== stale) return Promise.resolve(current);
    if (!refreshing) {
      refreshing = fetchJson(`${baseUrl}${INDEX_FILE}`, stale ? { revalidate: true } : {})
        .then(parseManifest)
        .then(
          (manifest) => {
            if (stale && JSON.stringify(manifest) === JSON.stringify(stale.manifest)) stale.checkedAt = now();
            else current = startIndex(manifest);
            return current as LoadedIndex;
          },
          (error: unknown) => {
            if (!stale) throw new SearchUnavailableError(error);
            stale.checkedAt = now();
            return stale;
          },
        )
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  }

  function index(): Promise<LoadedIndex> {
    if (current && now() - current.checkedAt < SEARCH_INDEX_MAX_AGE_MS) return Promise.resolve(current);
    return refresh(current);
  }

  function loadEngine(loaded: LoadedIndex, shard: number): Promise<MiniSearch<EngineDocument>> {
    let promise = loaded.enginePromises.get(shard);
    if (!promise) {
      promise = fetchJson(`${baseUrl}${loaded.manifest.shards[shard][1]}`)
        .then((data) => {
          const engine = createEngine(loaded.manifest, [parseShard(data, loaded.manifest.pages.length)]);
          loaded.engines.set(shard, engine);
          return engine;
        })
        .catch((error: unknown) => {
          loaded.enginePromises.delete(shard);
          throw new SearchUnavailableError(error);
        });
      loaded.enginePromises.set(shard, promise);
    }
    return promise;
  }

  async function loadEngines(loaded: LoadedIndex, terms: readonly string[]): Promise<void> {
    const shards = new Set(terms.map((term) => shardIndexForTerm(loaded.manifest.shards, term)));
    if ([...shards].some((shard) => !loaded.engines.has(shard))) {
      await Promise.all([...shards].map((shard) => loadEngine(loaded, shard)));
    }
  }

  return {
    index,
    loadEngine,
    isCurrent: (loaded) => loaded === current,

    async withShards(terms) {
      const loaded = await index();
      try {
        await loadEngines(loaded, terms);
        return loaded;
      } catch (error) {
        if (!isMissingFile(error)) throw error;
        // A deploy has replaced the index since its manifest was loaded: once more with the new one.
        const replaced = await refresh(loaded);
        await loadEngines(replaced, terms);
        return replaced;
      }
    },

    loadFragment(loaded, hash) {
      let promise = loaded.fragmentPromises.get(hash);
      if (!promise) {
        promise = fetchJson(`${baseUrl}${fragmentPath(hash)}`)
          .then((data) => {
            const fragment = parseFragment(data);
            loaded.fragments.set(hash, fragment);
            return fragment;
          })
          .catch(() => {
            // A missing fragment only costs the excerpt; try again next time.
            loaded.fragmentPromises.delete(hash);
            return null;
          });
        loaded.fragmentPromises.set(hash, promise);
      }
      return promise;
    },
  };
}
