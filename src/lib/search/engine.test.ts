import { buildSearchIndex } from './buildIndex';
import { createEngine, runQuery } from './engine';
import type { SearchPage, ShardFile } from './format';

const page = (path: string, title: string, text: string, code = ''): SearchPage => ({
  path,
  title,
  product: null,
  sections: [{ anchor: '', heading: '', text, code }],
});

const built = buildSearchIndex([
  page('/a/', 'Slider', 'Pick a value on a track with marks.'),
  page('/b/', 'Button', 'Buttons trigger actions; a slider is not a button.'),
  page('/c/', 'Theming', 'Colors and typography.', 'const theme = extendTheme({ palette: {} });'),
]);
const shards = built.manifest.shards.map(([, file]) => JSON.parse(built.files.get(file) as string) as ShardFile);
const engine = createEngine(built.manifest, shards);
const ids = (terms: string[], filter?: (id: number) => boolean) => runQuery(engine, terms, filter).map((hit) => hit.id);

describe('runQuery', () => {
  it('ranks a title match above a mention', () => {
    expect(ids(['slider'])).toEqual([0, 1]);
  });

  it('requires every term, and falls back to any term when none match them all', () => {
    expect(ids(['slider', 'button'])).toEqual([1]);
    expect(ids(['marks', 'typography'])).toEqual(expect.arrayContaining([0, 2]));
  });

  it('matches the last term as a prefix and tolerates typos in longer words', () => {
    expect(ids(['extendthe'])).toEqual([2]);
    expect(ids(['slidr'])).toContain(0);
    expect(ids(['traks'])).toEqual([]);
  });

  it('finds identifiers from code by their parts', () => {
    expect(ids(['extend', 'theme'])).toEqual([2]);
  });

  it('applies a filter and reports the matched index terms', () => {
    expect(ids(['slider'], (id) => id !== 0)).toEqual([1]);
    expect(runQuery(engine, ['sli'])[0].terms).toEqual(['slider']);
    expect(runQuery(engine, [])).toEqual([]);
  });
});
