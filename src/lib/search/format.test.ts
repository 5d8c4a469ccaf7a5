import {
  decodePostings,
  encodePostings,
  IndexFormatError,
  INDEX_FORMAT,
  parseFragment,
  parseManifest,
  parseShard,
  SEARCH_FIELDS,
} from './format';

const manifest = () => ({
  format: INDEX_FORMAT,
  fields: [...SEARCH_FIELDS],
  averageFieldLength: [1, 2, 3, 4],
  pages: [['/a/', 'A', 'joy-ui', 'abc', [1, 2, 3, 4]]],
  shards: [['', 'shards/0.x.json']],
});

describe('index format', () => {
  it('round-trips delta-encoded postings in any input order', () => {
    const pairs: Array<[number, number]> = [
      [12, 1],
      [3, 4],
      [40, 2],
    ];
    const encoded = encodePostings(pairs);
    expect(encoded).toEqual([3, 4, 9, 1, 28, 2]);
    expect(decodePostings(encoded)).toEqual([
      [3, 4],
      [12, 1],
      [40, 2],
    ]);
  });

  it('accepts a well-formed manifest', () => {
    expect(parseManifest(manifest()).pages).toHaveLength(1);
  });

  it.each([
    ['garbage', 'not json at all'],
    ['null', null],
    ['an array', []],
    ['another format', { ...manifest(), format: 'other/1' }],
    ['missing pages', { ...manifest(), pages: undefined }],
    ['a bad page row', { ...manifest(), pages: [['/a/', 'A']] }],
    ['no shards', { ...manifest(), shards: [] }],
    ['wrong fields', { ...manifest(), fields: ['title'] }],
  ])('rejects %s', (_, data) => {
    expect(() => parseManifest(data)).toThrow(IndexFormatError);
  });

  it('checks shard postings against the page count', () => {
    const row = (postings: number[]) => ['slider', postings, 0, 0, 0];
    expect(parseShard({ format: INDEX_FORMAT, terms: [row([0, 1])] }, 1).terms).toHaveLength(1);
    expect(() => parseShard({ format: INDEX_FORMAT, terms: [row([1, 1])] }, 1)).toThrow(IndexFormatError);
    expect(() => parseShard({ format: INDEX_FORMAT, terms: [row([0])] }, 1)).toThrow(IndexFormatError);
    expect(() => parseShard({ format: INDEX_FORMAT, terms: [['slider']] }, 1)).toThrow(IndexFormatError);
    expect(() => parseShard('<html>', 1)).toThrow(IndexFormatError);
  });

  it('checks fragments', () => {
    expect(
      parseFragment({ format: INDEX_FORMAT, path: '/a/', sections: [['', '', 'text', '']] }).sections,
    ).toHaveLength(1);
    expect(() => parseFragment({ format: INDEX_FORMAT, path: '/a/', sections: [['', 1, 'text', '']] })).toThrow(
      IndexFormatError,
    );
  });
});
