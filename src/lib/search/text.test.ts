import {
  fold,
  foldWithMap,
  fuzzyDistance,
  isPrefixTerm,
  MAX_QUERY_CHARS,
  MAX_QUERY_TERMS,
  normalizeQuery,
  tokenizeForIndex,
} from './text';

describe('fold', () => {
  it('lower-cases and strips diacritics', () => {
    expect(fold('Ça Élan Straße')).toBe('ca elan straße');
  });

  it('maps folded characters back to the original text', () => {
    const { folded, map } = foldWithMap('Éa');
    expect(folded).toBe('ea');
    expect(map).toEqual([0, 1, 2]);
    expect(foldWithMap('ﬁne')).toEqual({ folded: 'fine', map: [0, 0, 1, 2, 3] });
    expect(foldWithMap('Plain ASCII')).toEqual({ folded: 'plain ascii', map: null });
  });
});

describe('tokenizeForIndex', () => {
  it('splits words on anything that is not a letter or digit', () => {
    expect(tokenizeForIndex('Install @mui/joy with npm, pnpm or Yarn.')).toEqual([
      'install',
      'mui',
      'joy',
      'npm',
      'pnpm',
      'yarn',
    ]);
  });

  it('indexes identifiers whole and by their parts', () => {
    expect(tokenizeForIndex('useColorScheme')).toEqual(['usecolorscheme', 'use', 'color', 'scheme']);
    expect(tokenizeForIndex('CssVarsProvider')).toEqual(['cssvarsprovider', 'css', 'vars', 'provider']);
    expect(tokenizeForIndex('MUIDataGrid')).toEqual(['muidatagrid', 'mui', 'data', 'grid']);
  });

  it('drops stop words, one-letter words and over-long tokens', () => {
    expect(tokenizeForIndex(`the a x ${'z'.repeat(41)} slider`)).toEqual(['slider']);
  });
});

describe('normalizeQuery', () => {
  it('returns nothing for empty, whitespace-only and non-string input', () => {
    expect(normalizeQuery('')).toEqual({ text: '', terms: [] });
    expect(normalizeQuery('   \t\n ')).toEqual({ text: '', terms: [] });
    expect(normalizeQuery(undefined)).toEqual({ text: '', terms: [] });
    expect(normalizeQuery(42)).toEqual({ text: '', terms: [] });
  });

  it('collapses whitespace, folds and de-duplicates terms', () => {
    expect(normalizeQuery('  Slider   SLIDER  marks ')).toEqual({
      text: 'Slider SLIDER marks',
      terms: ['slider', 'marks'],
    });
  });

  it('cuts very long queries and keeps a bounded number of terms', () => {
    const long = 'button '.repeat(300) + Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    const { text, terms } = normalizeQuery(long);
    expect(text.length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect(terms.length).toBeLessThanOrEqual(MAX_QUERY_TERMS);
    const many = normalizeQuery(Array.from({ length: 20 }, (_, i) => `word${i}`).join(' '));
    expect(many.terms).toHaveLength(MAX_QUERY_TERMS);
  });

  it('treats regular-expression characters as separators', () => {
    expect(normalizeQuery('.*+?^${}()|[]\\ slider(').terms).toEqual(['slider']);
    expect(normalizeQuery('[a-z]+').terms).toEqual([]);
  });

  it('drops stop words and single letters but keeps digits', () => {
    expect(normalizeQuery('how to install the icons').terms).toEqual(['install', 'icons']);
    expect(normalizeQuery('v6 to 7').terms).toEqual(['v6', '7']);
  });
});

describe('prefix and typo rules', () => {
  it('matches the last term as a prefix, and long terms anywhere', () => {
    expect(isPrefixTerm('sli', 0, ['sli'])).toBe(true);
    expect(isPrefixTerm('s', 0, ['s'])).toBe(false);
    expect(isPrefixTerm('co', 0, ['co', 'grid'])).toBe(false);
    expect(isPrefixTerm('install', 0, ['install', 'icons'])).toBe(true);
  });

  it('allows typos only in longer words', () => {
    expect(fuzzyDistance('grid')).toBe(0);
    expect(fuzzyDistance('slidr')).toBe(1);
    expect(fuzzyDistance('autocomplete')).toBe(2);
  });
});
