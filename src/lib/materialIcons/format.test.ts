import { chunkPath, chunksFor, manifestChunkPath, themeCounts, themeLayout } from './format';

// Four names: all themes, Filled only, all themes, all but Filled.
const manifest = { masks: [31, 1, 31, 30], chunkSize: 2 };

describe('themeLayout', () => {
  it('places each name of a theme in its chunk, in name order', () => {
    const filled = themeLayout(manifest, 'Filled');
    expect(filled.count).toBe(3);
    expect([...filled.chunk]).toEqual([0, 0, 1, -1]);
    const sharp = themeLayout(manifest, 'Sharp');
    expect(sharp.count).toBe(3);
    expect([...sharp.chunk]).toEqual([0, -1, 0, 1]);
  });

  it('lists the chunks a set of names needs, once each', () => {
    const sharp = themeLayout(manifest, 'Sharp');
    expect(chunksFor(sharp, [3, 0, 1, 2])).toEqual([1, 0]);
    expect(chunksFor(sharp, [])).toEqual([]);
  });

  it('counts the icons of each theme', () => {
    expect(themeCounts(manifest)).toEqual({ Filled: 3, Outlined: 3, Rounded: 3, TwoTone: 3, Sharp: 3 });
  });
});

describe('chunk paths', () => {
  it('names a chunk by theme, number and hash', () => {
    expect(chunkPath('material-icons-data', 'TwoTone', 3, 'ab12cd34')).toBe(
      'material-icons-data/twotone-3.ab12cd34.json',
    );
    const chunks = { Filled: ['aa'], Outlined: [], Rounded: [], TwoTone: [], Sharp: [] };
    expect(manifestChunkPath({ dataDir: 'd', chunks }, 'Filled', 0)).toBe('d/filled-0.aa.json');
    expect(() => manifestChunkPath({ dataDir: 'd', chunks }, 'Filled', 1)).toThrow('No chunk 1 of the Filled icons');
  });
});
