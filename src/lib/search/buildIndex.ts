/**
 * Builds the static search index files from extracted pages (used by plugins/search at build time,
 * and by tests and the bench with fixture corpora). Pure: returns file contents keyed by path
 * relative to the index directory; the caller writes them.
 */
import MiniSearch from 'minisearch';
import { ENGINE_OPTIONS, type EngineDocument } from './engine';
import {
  encodePostings,
  fragmentPath,
  INDEX_FILE,
  INDEX_FORMAT,
  SEARCH_FIELDS,
  type FragmentFile,
  type IndexManifest,
  type PageRow,
  type SearchPage,
  type SectionRow,
  type ShardFile,
  type TermRow,
} from './format';
import { planShards } from './shards';

/** Raw JSON bytes a shard grows to before the next one starts (about 10-15 KB gzip). */
export const DEFAULT_SHARD_TARGET_BYTES = 48_000;
/** Longest prose / code kept per section in page fragments (the full text is still indexed). */
export const MAX_FRAGMENT_TEXT = 4_000;
export const MAX_FRAGMENT_CODE = 2_000;

export interface BuildOptions {
  shardTargetBytes?: number;
}

export interface BuildStats {
  pages: number;
  terms: number;
  shards: number;
  /** Total bytes of every file. */
  bytes: number;
}

export interface BuiltIndex {
  /** File contents by path relative to the index directory (`index.json`, `shards/...`, `pages/...`). */
  files: Map<string, string>;
  manifest: IndexManifest;
  stats: BuildStats;
}

/** A short content hash (two 32-bit FNV-1a variants), for cache-busting file names. */
export function contentHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function toDocument(page: SearchPage, id: number): EngineDocument {
  const join = (pick: (section: SearchPage['sections'][number]) => string) =>
    page.sections.map(pick).filter(Boolean).join('\n');
  return {
    id,
    title: page.title,
    headings: join((section) => section.heading),
    body: join((section) => section.text),
    code: join((section) => section.code),
  };
}

function toFragment(page: SearchPage): FragmentFile {
  const sections: SectionRow[] = page.sections.map((section) => [
    section.anchor,
    section.heading,
    section.text.slice(0, MAX_FRAGMENT_TEXT),
    section.code.slice(0, MAX_FRAGMENT_CODE),
  ]);
  return { format: INDEX_FORMAT, path: page.path, sections };
}

/** Builds every index file for `pages` (in the given order; ids are positions). */
export function buildSearchIndex(pages: readonly SearchPage[], options: BuildOptions = {}): BuiltIndex {
  const engine = new MiniSearch<EngineDocument>(ENGINE_OPTIONS);
  engine.addAll(pages.map(toDocument));
  const plain = engine.toJSON();

  // MiniSearch's short ids follow insertion order; map them back to page positions to be safe.
  const pageOfShortId = new Map<number, number>(
    Object.entries(plain.documentIds).map(([shortId, id]) => [Number(shortId), id as number]),
  );
  const lengths: number[][] = pages.map(() => SEARCH_FIELDS.map(() => 0));
  for (const [shortId, fieldLengths] of Object.entries(plain.fieldLength)) {
    const page = pageOfShortId.get(Number(shortId)) as number;
    lengths[page] = SEARCH_FIELDS.map((_, fieldId) => fieldLengths[fieldId] ?? 0);
  }

  const rows: TermRow[] = plain.index.map(([term, data]) => {
    const row: TermRow = [term];
    for (let fieldId = 0; fieldId < SEARCH_FIELDS.length; fieldId += 1) {
      const postings = data[fieldId];
      row.push(
        postings
          ? encodePostings(
              Object.entries(postings).map(([shortId, freq]) => [pageOfShortId.get(Number(shortId)) as number, freq]),
            )
          : 0,
      );
    }
    return row;
  });

  const files = new Map<string, string>();
  const planned = planShards(
    rows,
    (row) => row[0],
    (row) => JSON.stringify(row).length + 1,
    options.shardTargetBytes ?? DEFAULT_SHARD_TARGET_BYTES,
  );
  const shards = planned.map((shard, index): [string, string] => {
    const terms = [...shard.items].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    const file: ShardFile = { format: INDEX_FORMAT, terms };
    const json = JSON.stringify(file);
    const name = `shards/${index}.${contentHash(json)}.json`;
    files.set(name, json);
    return [shard.firstKey, name];
  });

  const pageRows: PageRow[] = pages.map((page, id) => {
    const json = JSON.stringify(toFragment(page));
    const hash = contentHash(json);
    files.set(fragmentPath(hash), json);
    return [page.path, page.title, page.product, hash, lengths[id]];
  });

  const manifest: IndexManifest = {
    format: INDEX_FORMAT,
    fields: [...SEARCH_FIELDS],
    averageFieldLength: SEARCH_FIELDS.map((_, fieldId) => round(plain.averageFieldLength[fieldId] ?? 0)),
    pages: pageRows,
    shards,
  };
  files.set(INDEX_FILE, JSON.stringify(manifest));

  let bytes = 0;
  for (const content of files.values()) bytes += Buffer.byteLength(content);
  return { files, manifest, stats: { pages: pages.length, terms: rows.length, shards: shards.length, bytes } };
}
