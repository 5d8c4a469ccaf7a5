import {
  countDistinctMatches,
  ELLIPSIS,
  findMatches,
  highlight,
  makeExcerpt,
  matchText,
  type Segment,
} from './excerpt';

const joined = (segments: Segment[]) => segments.map((segment) => segment.text).join('');
const marked = (segments: Segment[]) => segments.filter((segment) => segment.match).map((segment) => segment.text);

describe('findMatches', () => {
  it('finds terms at the start of words, case- and accent-insensitively', () => {
    expect(findMatches('The Slider slides; a subslider does not', ['slid'])).toEqual([
      [4, 8],
      [11, 15],
    ]);
    expect(findMatches('Résumé builder', ['resume'])).toEqual([[0, 6]]);
  });

  it('finds identifier parts', () => {
    const text = 'Call useColorScheme() inside CssVarsProvider';
    expect(findMatches(text, ['color', 'provider']).map(([s, e]) => text.slice(s, e))).toEqual(['Color', 'Provider']);
  });

  it('merges overlapping matches and ignores empty terms', () => {
    expect(findMatches('installation', ['install', 'installation', ''])).toEqual([[0, 12]]);
    expect(findMatches('anything', [])).toEqual([]);
  });

  it('treats regular-expression characters literally', () => {
    expect(findMatches('abc def', ['.*', '\\w+', '[a-z]'])).toEqual([]);
    expect(findMatches('a.*b (c) [d]', ['(c)', '[d]'])).toEqual([
      [5, 8],
      [9, 12],
    ]);
    expect(findMatches('price: $5 (net)', ['5', 'net']).length).toBe(2);
  });
});

describe('highlight', () => {
  it('splits the whole text into segments, matches marked', () => {
    const segments = highlight('Joy UI Slider', ['slider']);
    expect(segments).toEqual([
      { text: 'Joy UI ', match: false },
      { text: 'Slider', match: true },
    ]);
  });

  it('returns text segments, never markup', () => {
    const segments = highlight('<img src=x onerror=alert(1)> slider', ['slider']);
    expect(joined(segments)).toBe('<img src=x onerror=alert(1)> slider');
    expect(segments.every((segment) => typeof segment.text === 'string')).toBe(true);
  });
});

describe('makeExcerpt', () => {
  const long = `${'Lorem ipsum dolor sit amet consectetur. '.repeat(10)}The marks prop shows labels at the steps of the slider track. ${'Sed do eiusmod tempor. '.repeat(10)}`;

  it('returns short text whole', () => {
    expect(makeExcerpt('Slider marks.', ['marks'])).toEqual([
      { text: 'Slider ', match: false },
      { text: 'marks', match: true },
      { text: '.', match: false },
    ]);
  });

  it('centres a window on the matches, cut at words, with ellipses', () => {
    const excerpt = makeExcerpt(long, ['marks', 'slider'], 120);
    const text = joined(excerpt);
    expect(text.startsWith(ELLIPSIS)).toBe(true);
    expect(text.endsWith(ELLIPSIS)).toBe(true);
    expect(text.length).toBeLessThanOrEqual(122);
    expect(marked(excerpt)).toEqual(['marks', 'slider']);
    expect(text).not.toMatch(/\s…$/);
  });

  it('moves a late match of a short text to the front', () => {
    const text = 'Installation: add the package, Emotion, the Inter font and icons. Usage: customize the theme.';
    const excerpt = makeExcerpt(text, ['theme'], 90);
    expect(joined(excerpt).indexOf('theme')).toBeLessThan(40);
  });

  it('starts at the beginning without a match', () => {
    const text = joined(makeExcerpt(long, ['zzz'], 80));
    expect(text.startsWith('Lorem ipsum')).toBe(true);
    expect(text.endsWith(ELLIPSIS)).toBe(true);
  });

  it('handles empty and whitespace text', () => {
    expect(makeExcerpt('', ['a'])).toEqual([]);
    expect(makeExcerpt('  \n ', ['a'])).toEqual([]);
  });

  it('counts distinct matched terms', () => {
    expect(countDistinctMatches('Slider marks and more marks', ['marks', 'slider', 'track'])).toBe(2);
  });

  it('counts as matchText matches, in short and long, ASCII and accented text, twice over', () => {
    const texts = [
      'Slider marks and more marks',
      'subslider unmarked',
      'useColorScheme() inside CssVarsProvider; .MuiSlider-root',
      `${'Lorem ipsum dolor sit amet. '.repeat(5)}Résumé of the ÉLAN café: ﬁne marks`,
      `${'x'.repeat(100)} Slider`,
    ];
    const termLists = [
      ['marks', 'slider'],
      ['color', 'scheme', 'provider', 'slider'],
      ['resume', 'elan', 'cafe', 'fine'],
      ['x'],
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const text of texts) {
        for (const terms of termLists) {
          expect(countDistinctMatches(text, terms)).toBe(matchText(text, terms).matched.size);
        }
      }
    }
    expect(countDistinctMatches(texts[3], ['resume', 'elan', 'cafe', 'fine'])).toBe(4);
    expect(countDistinctMatches(texts[1], ['slider', 'marked'])).toBe(0);
  });
});
