/**
 * The on-disk search index: what the build writes under `build/search-index/` and the dialog reads.
 *
 *  - `index.json`: fields, the page table and the shard table. Fetched when the dialog first opens.
 *  - `shards/<n>.<hash>.json`: the inverted index for a range of two-character term prefixes.
 *    A query fetches only the shards its terms fall in.
 *  - `pages/<hash>.json`: one page's sections (anchor, heading, prose, code) for sub-results and
 *    excerpts. Fetched only for pages shown in the result list.
 *
 * Every file name except `index.json` carries a content hash, so the files never need revalidating
 * (the service worker caches them as they are read, with an expiry; src/serviceWorker/caching.js).
 */

export const INDEX_FORMAT = 'mui-search/1';
export const INDEX_DIR = 'search-index';
export const INDEX_FILE = 'index.json';

/** Indexed fields, in field-id order. */
export const SEARCH_FIELDS = ['title', 'headings', 'body', 'code'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** One page as the build extracted it. `sections[0]` is the text before the first heading. */
export interface SearchPage {
  /** URL path with trailing slash, e.g. `/joy-ui/getting-started/usage/`. */
  path: string;
  title: string;
  /** Product id from the path (see `productOfPath`), or null for pages outside every product. */
  product: string | null;
  sections: SearchSection[];
}

export interface SearchSection {
  /** Heading id (empty for the intro section). */
  anchor: string;
  /** Heading text (empty for the intro section). */
  heading: string;
  /** Prose: paragraphs, lists, tables, inline code. */
  text: string;
  /** Text of code blocks. */
  code: string;
}

/** `[path, title, product, fragment hash, field lengths in SEARCH_FIELDS order]` */
export type PageRow = [string, string, string | null, string, number[]];

/** `[first two-character key in the shard, file path relative to the index directory]` */
export type ShardRow = [string, string];

export interface IndexManifest {
  format: typeof INDEX_FORMAT;
  fields: SearchField[];
  averageFieldLength: number[];
  pages: PageRow[];
  shards: ShardRow[];
}

/**
 * One term's postings: `[term, postings of field 0, postings of field 1, ...]`, where each postings
 * list is `[docDelta, frequency, docDelta, frequency, ...]` with document ids delta-encoded in
 * increasing order, or `0` when the field does not contain the term.
 */
export type TermRow = [string, ...(number[] | 0)[]];

export interface ShardFile {
  format: typeof INDEX_FORMAT;
  terms: TermRow[];
}

/** `[anchor, heading, text, code]` */
export type SectionRow = [string, string, string, string];

export interface FragmentFile {
  format: typeof INDEX_FORMAT;
  path: string;
  sections: SectionRow[];
}

/** Path of a page's fragment file relative to the index directory. */
export function fragmentPath(hash: string): string {
  return `pages/${hash}.json`;
}

export class IndexFormatError extends Error {
  constructor(what: string) {
    super(`Search index: ${what}`);
    this.name = 'IndexFormatError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumberArray = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item));

/** Validates `index.json`; throws IndexFormatError for anything unexpected. */
export function parseManifest(data: unknown): IndexManifest {
  if (!isObject(data) || data.format !== INDEX_FORMAT) throw new IndexFormatError('unknown index format');
  const { fields, averageFieldLength, pages, shards } = data;
  if (
    !Array.isArray(fields) ||
    fields.length !== SEARCH_FIELDS.length ||
    fields.some((f, i) => f !== SEARCH_FIELDS[i])
  ) {
    throw new IndexFormatError('unexpected fields');
  }
  if (!isNumberArray(averageFieldLength) || averageFieldLength.length !== SEARCH_FIELDS.length) {
    throw new IndexFormatError('bad average field lengths');
  }
  if (!Array.isArray(pages)) throw new IndexFormatError('no page table');
  for (const row of pages) {
    if (
      !Array.isArray(row) ||
      !isString(row[0]) ||
      !isString(row[1]) ||
      !(row[2] === null || isString(row[2])) ||
      !isString(row[3]) ||
      !isNumberArray(row[4]) ||
      row[4].length !== SEARCH_FIELDS.length
    ) {
      throw new IndexFormatError('bad page row');
    }
  }
  if (!Array.isArray(shards) || shards.length === 0) throw new IndexFormatError('no shard table');
  for (const row of shards) {
    if (!Array.isArray(row) || !isString(row[0]) || !isString(row[1])) throw new IndexFormatError('bad shard row');
  }
  return data as unknown as IndexManifest;
}

/** Validates a shard file against the page count; throws IndexFormatError. */
export function parseShard(data: unknown, pageCount: number): ShardFile {
  if (!isObject(data) || data.format !== INDEX_FORMAT || !Array.isArray(data.terms)) {
    throw new IndexFormatError('bad shard file');
  }
  for (const row of data.terms) {
    if (!Array.isArray(row) || !isString(row[0]) || row.length !== SEARCH_FIELDS.length + 1) {
      throw new IndexFormatError('bad term row');
    }
    for (let field = 1; field < row.length; field += 1) {
      const postings = row[field];
      if (postings === 0) continue;
      if (!isNumberArray(postings) || postings.length % 2 !== 0) throw new IndexFormatError('bad postings');
      let doc = 0;
      for (let k = 0; k < postings.length; k += 2) {
        doc += postings[k];
        if (doc >= pageCount || postings[k] < 0) throw new IndexFormatError('posting out of range');
      }
    }
  }
  return data as unknown as ShardFile;
}

/** Validates a page fragment; throws IndexFormatError. */
export function parseFragment(data: unknown): FragmentFile {
  if (!isObject(data) || data.format !== INDEX_FORMAT || !isString(data.path) || !Array.isArray(data.sections)) {
    throw new IndexFormatError('bad page fragment');
  }
  for (const row of data.sections) {
    if (!Array.isArray(row) || row.length !== 4 || !row.every(isString)) throw new IndexFormatError('bad section');
  }
  return data as unknown as FragmentFile;
}

/** Encodes `{ docId: frequency }` pairs (any order) as a delta-encoded postings list. */
export function encodePostings(pairs: Iterable<[number, number]>): number[] {
  const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  let previous = 0;
  for (const [doc, freq] of sorted) {
    out.push(doc - previous, freq);
    previous = doc;
  }
  return out;
}

/** Inverse of encodePostings. */
export function decodePostings(postings: number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let doc = 0;
  for (let k = 0; k < postings.length; k += 2) {
    doc += postings[k];
    out.push([doc, postings[k + 1]]);
  }
  return out;
}
