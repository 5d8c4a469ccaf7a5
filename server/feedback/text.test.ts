import { cleanText, fieldWithLoneSurrogate, hasLoneSurrogate, replaceLoneSurrogates } from './text';

const BIDI = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];
const ZERO_WIDTH = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'];
const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const C1_AND_DEL = Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i));

describe('cleanText', () => {
  it.each<[string, string[]]>([
    ['bidi controls', BIDI],
    ['zero-width characters', ZERO_WIDTH],
    ['C0 controls and NUL', C0],
    ['DEL and C1 controls', C1_AND_DEL],
  ])('removes every one of the %s from one-line text', (_name, characters) => {
    for (const character of characters) {
      expect([character.codePointAt(0)?.toString(16), cleanText(`a${character}b`)]).toEqual([
        character.codePointAt(0)?.toString(16),
        'ab',
      ]);
    }
  });

  it('keeps tabs and newlines in comments, turns CRLF and CR into LF and removes the rest', () => {
    expect(cleanText('a\tb\nc\r\nd\re\u0000f\u000Bg\u202Eh\u200Bi\u0085j', 'comment')).toBe('a\tb\nc\nd\nefghij');
    expect(cleanText('a\tb\nc', 'line')).toBe('abc');
  });

  it('keeps ordinary text, including emoji and right-to-left scripts', () => {
    const text = 'Ça marche 👍 — مرحبا שלום 日本語 /material-ui/react-button/';
    expect(cleanText(text)).toBe(text);
    expect(cleanText(text, 'comment')).toBe(text);
  });
});

describe('lone surrogates', () => {
  it('finds unpaired halves but not valid pairs', () => {
    expect(hasLoneSurrogate('a\uD800b')).toBe(true);
    expect(hasLoneSurrogate('a\uDC00')).toBe(true);
    expect(hasLoneSurrogate('\uDC00\uD800')).toBe(true); // reversed pair
    expect(hasLoneSurrogate('😀 \uD83D\uDE00')).toBe(false);
    expect(replaceLoneSurrogates('a\uD800b😀')).toBe('a\uFFFDb😀');
  });

  it('names the first string field that holds one', () => {
    expect(fieldWithLoneSurrogate({ page: '/a/', rating: 'yes', comment: 'x\uDBFF' })).toBe('comment');
    expect(fieldWithLoneSurrogate({ page: '/a/', section: null, comment: '😀' })).toBeNull();
  });
});
