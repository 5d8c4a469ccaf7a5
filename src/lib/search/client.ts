/**
 * The dialog's search client: per query, only the term shards it needs and the fragments of the
 * pages it shows, through the index loader (which caches them and follows deploys). Pure apart from
 * the injected fetch and clock.
 */
import type MiniSearch from 'minisearch';
import { runQuery, type EngineDocument } from './engine';
import { countDistinctMatches, highlight, makeExcerpt, type Segment } from './excerpt';
import type { FragmentFile, IndexManifest, SectionRow } from './format';
import { createIndexLoader, type LoaderOptions } from './indexLoader';
import { groupResults, rerank, type Group, type Hit } from './rank';
import { shardIndexForTerm } from './shards';
import { fold, normalizeQuery } from './text';
import { urlWithFragment } from '../safeDecode';

export const MAX_PER_GROUP = 5;
export const MAX_RESULTS = 15;
export const MAX_SUB_RESULTS = 2;

export { HttpStatusError, SearchUnavailableError, type FetchJson } from './indexLoader';

export interface SearchContext {
  /** Product of the page the reader is on; its results are boosted and listed first. */
  currentProduct: string | null;
  /** Only search this product's pages. */
  scope?: string | null;
}

export interface SubResult {
  /** `path#anchor` */
  url: string;
  heading: Segment[];
  excerpt: Segment[];
}

export interface SearchResult {
  id: number;
  path: string;
  product: string | null;
  /** Where the result leads: the page, or its best-matching section. */
  url: string;
  title: Segment[];
  /** Heading of the best-matching section (empty when the page as a whole matches). */
  heading: Segment[];
  excerpt: Segment[];
  /** Further matching sections of the same page. */
  subResults: SubResult[];
  score: number;
  /** The page's fragment is still loading: heading, excerpt and sub-results will follow. */
  loading?: boolean;
}

export interface SearchResponse {
  /** The normalized query text these results are for. */
  query: string;
  terms: string[];
  groups: Group<SearchResult>[];
  total: number;
}

export interface SearchClient {
  /** Starts loading the index (idempotent). Rejects with SearchUnavailableError. */
  load(): Promise<void>;
  /**
   * Loads every shard not loaded yet, one at a time between `pause()`s (default: when the browser
   * is idle), so that later queries need no network. Never rejects.
   */
  prefetch(pause?: () => Promise<void>): Promise<void>;
  /** Results for `query`, with excerpts; see SearchCallbacks for the early, excerpt-less answer. */
  search(query: string, context: SearchContext, callbacks?: SearchCallbacks): Promise<SearchResponse>;
}

interface ScoredSection {
  row: SectionRow;
  score: number;
  headingMatches: number;
  /** Terms that start a whole word of the heading (`marks` in "Marks", not `slider` in ".MuiSlider-root"). */
  headingWords: number;
}

function wholeWordMatches(heading: string, terms: readonly string[]): number {
  const words = (heading.match(/[\p{L}\p{N}]+/gu) ?? []).map(fold);
  let count = 0;
  for (const term of new Set(terms)) if (words.some((word) => word.startsWith(term))) count += 1;
  return count;
}

const plainWords = (text: string) =>
  fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function scoreSection(row: SectionRow, terms: readonly string[], queryWords: string): ScoredSection {
  const headingMatches = countDistinctMatches(row[1], terms);
  let score = headingMatches * 3 + countDistinctMatches(row[2], terms) + countDistinctMatches(row[3], terms) * 0.5;
  // A heading that is exactly the query (`onChange`, not `onChangeCommitted`) wins.
  if (headingMatches > 0 && plainWords(row[1]) === queryWords) score += 10;
  return { row, score, headingMatches, headingWords: headingMatches > 0 ? wholeWordMatches(row[1], terms) : 0 };
}

/** Excerpt lengths: main results show two lines, sub-results one. */
export const EXCERPT_LENGTH = 160;
export const SUB_EXCERPT_LENGTH = 90;

function excerptOf(row: SectionRow, terms: readonly string[], length: number): Segment[] {
  const [, , text, code] = row;
  if (countDistinctMatches(text, terms) > 0 || (text && countDistinctMatches(code, terms) === 0)) {
    return makeExcerpt(text, terms, length);
  }
  return makeExcerpt(code, terms, Math.min(length, 120));
}

/** Turns a hit into a displayable result, using the page's fragment when it loaded. */
export function describeHit(
  hit: Hit,
  manifest: IndexManifest,
  fragment: FragmentFile | null,
  queryTerms: readonly string[],
): SearchResult {
  const [path, title, product] = manifest.pages[hit.id];
  const terms = [...new Set([...hit.terms, ...queryTerms])];
  const base = { id: hit.id, path, product, title: highlight(title, terms), score: hit.score };
  if (!fragment || fragment.sections.length === 0) {
    return { ...base, url: path, heading: [], excerpt: [], subResults: [] };
  }
  const queryWords = queryTerms.join(' ');
  const scored = fragment.sections.map((row) => scoreSection(row, terms, queryWords));
  const titleMatches = countDistinctMatches(title, terms);
  const ranked = scored
    .map((section, index) => ({ section, index }))
    .filter(({ section }) => section.score > 0)
    .sort((a, b) => b.section.score - a.section.score || a.index - b.index)
    .map(({ section }) => section);

  // The page itself is the result when its title matches the whole query or no section matches.
  const titleCoversQuery = titleMatches > 0 && titleMatches >= Math.min(terms.length, new Set(queryTerms).size);
  const main = titleCoversQuery || ranked.length === 0 ? scored[0] : ranked[0];
  const mainRow = main.row;
  // Sub-results: sections whose heading names a query word, then (unless the page as a whole is
  // the answer) other matching sections.
  const others = ranked.filter((section) => section !== main && section.row[0]);
  const named = others.filter((section) => section.headingWords > 0);
  const subResults = (titleCoversQuery ? named : [...named, ...others.filter((section) => section.headingWords === 0)])
    .slice(0, MAX_SUB_RESULTS)
    .map((section) => ({
      url: urlWithFragment(path, section.row[0]),
      heading: highlight(section.row[1], terms),
      excerpt: excerptOf(section.row, terms, SUB_EXCERPT_LENGTH),
    }));
  return {
    ...base,
    url: urlWithFragment(path, mainRow[0]),
    heading: mainRow[0] ? highlight(mainRow[1], terms) : [],
    excerpt: excerptOf(mainRow, terms, EXCERPT_LENGTH),
    subResults,
  };
}

/** Resolves when the browser is idle (or on the next macrotask where there is no idle callback). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = (
      globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }
    ).requestIdleCallback;
    if (idle) idle(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

/** Resolves in a later task (setTimeout 0): the browser may paint before it runs. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

export interface ClientOptions extends LoaderOptions {
  /**
   * Awaited between the partial answer and the fragment requests (default: nextTask). Starting a
   * request costs the main thread a moment; with ten of them in the task that answered the
   * keystroke, the results would reach the screen a few milliseconds later.
   */
  beforeFragments?: () => Promise<void>;
}

export interface SearchCallbacks {
  /**
   * Called once the matching pages are known, before missing page fragments have loaded: those
   * results have `loading: true` and no heading or excerpt yet. Not called when nothing is missing.
   */
  onPartial?: (response: SearchResponse) => void;
}

export function createSearchClient(options: ClientOptions): SearchClient {
  const loader = createIndexLoader(options);
  const beforeFragments = options.beforeFragments ?? nextTask;

  return {
    async load() {
      await loader.index();
    },

    async prefetch(pause = whenIdle) {
      try {
        const index = await loader.index();
        for (let shard = 0; shard < index.manifest.shards.length; shard += 1) {
          if (!loader.isCurrent(index)) return;
          if (index.enginePromises.has(shard)) continue;
          await pause();
          await loader.loadEngine(index, shard);
        }
      } catch {
        // Prefetching is an optimization: a failure surfaces when a query needs the shard.
      }
    },

    async search(query, context, callbacks = {}) {
      const { text, terms } = normalizeQuery(query);
      if (terms.length === 0) {
        await loader.index();
        return { query: text, terms, groups: [], total: 0 };
      }
      const index = await loader.withShards(terms);
      const { manifest, engines, fragments, fragmentPromises } = index;
      const scope = context.scope ?? null;
      const hits = runQuery(
        (term) => engines.get(shardIndexForTerm(manifest.shards, term)) as MiniSearch<EngineDocument>,
        terms,
        scope ? (id) => manifest.pages[id]?.[2] === scope : undefined,
      );
      const ranked = rerank(hits, (id) => ({ title: manifest.pages[id][1], product: manifest.pages[id][2] }), {
        currentProduct: context.currentProduct,
        queryText: text,
      });
      const grouped = groupResults(ranked, (hit) => manifest.pages[hit.id][2], context.currentProduct, {
        maxPerGroup: MAX_PER_GROUP,
        maxTotal: MAX_RESULTS,
      });
      // Results described with their page's fragment: the complete response reuses them, so the
      // dialog re-renders only the rows whose fragment arrived in between.
      const described = new Map<number, SearchResult>();
      /** Fragments requested for this answer and not loaded yet. */
      let awaited = new Set<string>();
      const describe = (hit: Hit): SearchResult => {
        const hash = manifest.pages[hit.id][3];
        const fragment = fragments.get(hash);
        if (!fragment) {
          const result = describeHit(hit, manifest, null, terms);
          return awaited.has(hash) || fragmentPromises.has(hash) ? { ...result, loading: true } : result;
        }
        let result = described.get(hit.id);
        if (!result) {
          result = describeHit(hit, manifest, fragment, terms);
          described.set(hit.id, result);
        }
        return result;
      };
      const respond = (): SearchResponse => ({
        query: text,
        terms,
        groups: grouped.map((group) => ({ product: group.product, items: group.items.map(describe) })),
        total: ranked.length,
      });

      const shown = grouped.flatMap((group) => group.items.map((hit) => manifest.pages[hit.id][3]));
      const missing = shown.filter((hash) => !fragments.has(hash));
      if (missing.length === 0) return respond();
      // Requests for missing fragments start after the partial answer is shown (see beforeFragments).
      awaited = new Set(missing);
      if (callbacks.onPartial) {
        callbacks.onPartial(respond());
        await beforeFragments();
      }
      await Promise.all([...awaited].map((hash) => loader.loadFragment(index, hash)));
      awaited = new Set();
      return respond();
    },
  };
}
