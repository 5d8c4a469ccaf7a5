/**
 * The search engine: MiniSearch (BM25+, prefix and typo-tolerant matching) over the sharded index.
 * The build creates one MiniSearch index and splits it (see buildIndex.ts); the dialog rebuilds a
 * MiniSearch instance from the page table plus only the shards a query needs.
 */
import MiniSearch, { type AsPlainObject, type Options, type SearchOptions } from 'minisearch';
import { decodePostings, SEARCH_FIELDS, type IndexManifest, type SearchField, type ShardFile } from './format';
import type { Hit } from './rank';
import { fuzzyDistance, isPrefixTerm, tokenizeForIndex } from './text';

/** How much a match in each field counts. */
export const FIELD_BOOSTS: Record<SearchField, number> = { title: 6, headings: 2.5, body: 1, code: 0.8 };

/** What MiniSearch indexes for one page. */
export interface EngineDocument {
  id: number;
  title: string;
  headings: string;
  body: string;
  code: string;
}

/** Options shared by the build (indexing) and the dialog (searching). */
export const ENGINE_OPTIONS: Options<EngineDocument> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  tokenize: (text) => tokenizeForIndex(text),
  processTerm: (term) => term,
  searchOptions: {
    // Queries arrive already normalized (see normalizeQuery): terms joined by single spaces.
    tokenize: (text) => text.split(' ').filter(Boolean),
    processTerm: (term) => term,
  },
};

/** Per-query options (prefix and fuzzy are set per term, see runQuery). */
export const QUERY_OPTIONS: SearchOptions = {
  boost: FIELD_BOOSTS,
  weights: { fuzzy: 0.3, prefix: 0.5 },
};

/** Rebuilds a MiniSearch instance from the manifest and the given shards. */
export function createEngine(manifest: IndexManifest, shards: readonly ShardFile[]): MiniSearch<EngineDocument> {
  const pageCount = manifest.pages.length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  manifest.pages.forEach((row, id) => {
    documentIds[id] = id;
    fieldLength[id] = row[4];
  });
  const index: AsPlainObject['index'] = [];
  for (const shard of shards) {
    for (const [term, ...fields] of shard.terms) {
      const data: Record<string, Record<string, number>> = {};
      fields.forEach((postings, fieldId) => {
        if (postings === 0) return;
        data[fieldId] = Object.fromEntries(decodePostings(postings));
      });
      index.push([term, data]);
    }
  }
  const plain: AsPlainObject = {
    documentCount: pageCount,
    nextId: pageCount,
    documentIds,
    fieldIds: Object.fromEntries(SEARCH_FIELDS.map((field, id) => [field, id])),
    fieldLength,
    averageFieldLength: manifest.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: 2,
  };
  return MiniSearch.loadJS(plain, ENGINE_OPTIONS);
}

/** The engine holding a term's shard. */
export type EngineForTerm = (term: string) => MiniSearch<EngineDocument>;

interface Combined {
  score: number;
  terms: Set<string>;
  queryTerms: number;
}

/**
 * Runs normalized query terms, each against the engine of its own shard: every term must match (as
 * a word, a prefix, or with a typo); when nothing matches them all, pages matching any term are
 * returned instead. Scores combine as in MiniSearch (sum of term scores times the number of query
 * terms matched), so this equals one MiniSearch query over an index holding every shard.
 */
export function runQuery(
  engines: EngineForTerm | MiniSearch<EngineDocument>,
  terms: readonly string[],
  filter?: (id: number) => boolean,
): Hit[] {
  if (terms.length === 0) return [];
  const engineFor: EngineForTerm = typeof engines === 'function' ? engines : () => engines;
  const combined = new Map<number, Combined>();
  terms.forEach((term, index) => {
    const results = engineFor(term).search(term, {
      ...QUERY_OPTIONS,
      prefix: isPrefixTerm(term, index, terms),
      fuzzy: fuzzyDistance(term) || false,
      filter: filter ? (result) => filter(result.id as number) : undefined,
    });
    for (const result of results) {
      const id = result.id as number;
      let entry = combined.get(id);
      if (!entry) {
        entry = { score: 0, terms: new Set(), queryTerms: 0 };
        combined.set(id, entry);
      }
      entry.score += result.score;
      entry.queryTerms += 1;
      for (const matched of result.terms) entry.terms.add(matched);
    }
  });
  const all = [...combined.entries()];
  const every = all.filter(([, entry]) => entry.queryTerms === terms.length);
  return (every.length > 0 ? every : all)
    .map(([id, entry]) => ({ id, score: entry.score * entry.queryTerms, terms: [...entry.terms] }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
}
