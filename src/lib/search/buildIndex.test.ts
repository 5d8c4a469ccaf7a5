import MiniSearch from 'minisearch';
import { buildSearchIndex, contentHash } from './buildIndex';
import { createEngine, ENGINE_OPTIONS, QUERY_OPTIONS, runQuery, type EngineDocument } from './engine';
import { INDEX_FILE, parseFragment, parseManifest, parseShard, type SearchPage, type ShardFile } from './format';
import { shardIndexForTerm, shardsForTerms } from './shards';
import { fuzzyDistance, isPrefixTerm, normalizeQuery } from './text';

const page = (
  path: string,
  title: string,
  product: string | null,
  body: string,
  headings: string[] = [],
): SearchPage => ({
  path,
  title,
  product,
  sections: [
    { anchor: '', heading: '', text: body, code: '' },
    ...headings.map((heading) => ({
      anchor: heading.toLowerCase().replace(/\s+/g, '-'),
      heading,
      text: `About ${heading}.`,
      code: `<Demo ${heading.replace(/\s+/g, '')} />`,
    })),
  ],
});

const PAGES: SearchPage[] = [
  page('/joy-ui/react-slider/', 'Slider', 'joy-ui', 'The Joy UI Slider lets users pick a value.', [
    'Marks',
    'Track inverted',
  ]),
  page('/material-ui/react-slider/', 'Slider', 'material-ui', 'Sliders let users select a value from a range.', [
    'Range slider',
  ]),
  page('/material-ui/react-button/', 'Button', 'material-ui', 'Buttons allow users to take actions.', [
    'Loading button',
  ]),
  page('/system/getting-started/', 'Overview', 'system', 'The sx prop and Box, Stack and Grid.', ['The sx prop']),
  page('/', 'Home', null, 'One family of React UI libraries.'),
];

describe('buildSearchIndex', () => {
  const built = buildSearchIndex(PAGES, { shardTargetBytes: 200 });

  it('writes a valid manifest, shards and one fragment per page', () => {
    const manifest = parseManifest(JSON.parse(built.files.get(INDEX_FILE) as string));
    expect(manifest.pages.map((row) => row[0])).toEqual(PAGES.map((p) => p.path));
    expect(manifest.pages[0][2]).toBe('joy-ui');
    expect(manifest.shards.length).toBeGreaterThan(1);
    for (const [, file] of manifest.shards) parseShard(JSON.parse(built.files.get(file) as string), PAGES.length);
    for (const row of manifest.pages) {
      const fragment = parseFragment(JSON.parse(built.files.get(`pages/${row[3]}.json`) as string));
      expect(fragment.path).toBe(row[0]);
    }
    expect(built.stats).toMatchObject({ pages: 5, shards: manifest.shards.length });
  });

  it('names files by content, so a rebuild of the same pages is byte-identical', () => {
    const again = buildSearchIndex(PAGES, { shardTargetBytes: 200 });
    expect([...again.files.entries()]).toEqual([...built.files.entries()]);
    expect(contentHash('a')).not.toBe(contentHash('b'));
    expect(contentHash('slider')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gives the same hits from the needed shards as from the whole index', () => {
    const manifest = built.manifest;
    const shards = manifest.shards.map(([, file]) => JSON.parse(built.files.get(file) as string) as ShardFile);
    const whole = new MiniSearch<EngineDocument>(ENGINE_OPTIONS);
    whole.addAll(
      PAGES.map((p, id) => ({
        id,
        title: p.title,
        headings: p.sections
          .map((s) => s.heading)
          .filter(Boolean)
          .join('\n'),
        body: p.sections
          .map((s) => s.text)
          .filter(Boolean)
          .join('\n'),
        code: p.sections
          .map((s) => s.code)
          .filter(Boolean)
          .join('\n'),
      })),
    );
    for (const query of [
      'slider',
      'slid',
      'slider marks',
      'sx prop',
      'buton',
      'users value',
      'inverted',
      'nothing here',
    ]) {
      const { terms } = normalizeQuery(query);
      // One engine per shard, as the dialog does.
      const perShard = new Map(
        shardsForTerms(manifest.shards, terms).map((index) => [index, createEngine(manifest, [shards[index]])]),
      );
      const sharded = runQuery(
        (term) => perShard.get(shardIndexForTerm(manifest.shards, term)) as ReturnType<typeof createEngine>,
        terms,
      );
      const full = runQuery(createEngine(manifest, shards), terms);
      expect(sharded.map((hit) => hit.id)).toEqual(full.map((hit) => hit.id));
      // ...and the same as one native MiniSearch query over the unsplit documents.
      const nativeOptions = {
        ...QUERY_OPTIONS,
        prefix: isPrefixTerm,
        fuzzy: (term: string) => fuzzyDistance(term) || false,
      };
      let native = whole.search(terms.join(' '), { ...nativeOptions, combineWith: 'AND' });
      if (native.length === 0) native = whole.search(terms.join(' '), { ...nativeOptions, combineWith: 'OR' });
      expect(sharded.map((hit) => hit.id)).toEqual(native.map((result) => result.id));
      sharded.forEach((hit, index) => expect(hit.score).toBeCloseTo(native[index].score, 2));
    }
  });

  it('handles an empty site', () => {
    const empty = buildSearchIndex([]);
    const manifest = parseManifest(JSON.parse(empty.files.get(INDEX_FILE) as string));
    expect(manifest.pages).toEqual([]);
    expect(runQuery(createEngine(manifest, []), ['slider'])).toEqual([]);
  });
});
