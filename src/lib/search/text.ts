/**
 * Text handling shared by the index builder (Node, at build time) and the search dialog (browser):
 * folding, tokenizing and query normalization. Both sides must agree exactly, so everything that
 * turns text into index terms lives here.
 */

/** Longest query the dialog searches for; anything longer is cut (a pasted paragraph stays cheap). */
export const MAX_QUERY_CHARS = 200;
/** Most distinct terms a query keeps. */
export const MAX_QUERY_TERMS = 8;
/** Terms longer than this (hashes, data URLs) are not indexed. */
export const MAX_TERM_LENGTH = 40;
/** Prefix (as-you-type) matching starts at this many characters. */
export const MIN_PREFIX_LENGTH = 2;

/** Very common English words: not indexed, dropped from queries. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can could do does for from had has have how if in into is it its ' +
    'just may might not of on or our so such than that the their them then there these they this those ' +
    'to too was we were what when where which while who why will with would you your'
  ).split(' '),
);

const COMBINING_MARKS = /\p{M}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const CAMEL_PARTS = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+|\p{L}+/gu;

/** Lower case without diacritics: `Ça Élan` -> `ca elan`. Never changes what is a word character. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

export interface FoldedText {
  folded: string;
  /**
   * `map[i]` is the index in the original string of the character that became `folded[i]`
   * (one extra entry maps the end); `null` when every index maps to itself.
   */
  map: number[] | null;
}

const ASCII = /^\p{ASCII}*$/u;

/**
 * `fold` that remembers where each folded character came from, for highlighting. ASCII text (the
 * common case) folds to the same length, so its map is the identity and is left out (`null`).
 */
export function foldWithMap(text: string): FoldedText {
  if (ASCII.test(text)) return { folded: text.toLowerCase(), map: null };
  const parts: string[] = [];
  const map: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = char.charCodeAt(0) < 128 ? char.toLowerCase() : fold(char);
    for (let k = 0; k < piece.length; k += 1) map.push(index);
    parts.push(piece);
    index += char.length;
  }
  map.push(text.length);
  return { folded: parts.join(''), map };
}

function keepTerm(term: string): boolean {
  return term.length > 1 && term.length <= MAX_TERM_LENGTH && !STOP_WORDS.has(term);
}

/**
 * Index-side tokenizer: words are runs of letters and digits. Identifiers are also indexed by their
 * parts, so `useColorScheme` yields `usecolorscheme`, `use`, `color` and `scheme`.
 */
export function tokenizeForIndex(text: string): string[] {
  const terms: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const whole = fold(word);
    if (keepTerm(whole)) terms.push(whole);
    const parts = word.match(CAMEL_PARTS);
    if (parts && parts.length > 1) {
      for (const part of parts) {
        const folded = fold(part);
        if (keepTerm(folded) && folded !== whole) terms.push(folded);
      }
    }
  }
  return terms;
}

export interface NormalizedQuery {
  /** The query as searched: cut to MAX_QUERY_CHARS, whitespace collapsed, trimmed. */
  text: string;
  /** Distinct folded terms in query order (stop words dropped unless nothing else is left). */
  terms: string[];
}

/** Turns whatever was typed into a safe, bounded query. Never throws. */
export function normalizeQuery(raw: unknown): NormalizedQuery {
  if (typeof raw !== 'string') return { text: '', terms: [] };
  const text = raw.slice(0, MAX_QUERY_CHARS).replace(/\s+/g, ' ').trim();
  const all: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const term = fold(word);
    if (term.length <= MAX_TERM_LENGTH && !all.includes(term)) all.push(term);
  }
  const meaningful = all.filter((term) => !STOP_WORDS.has(term) && (term.length > 1 || /\p{N}/u.test(term)));
  return { text, terms: meaningful.slice(0, MAX_QUERY_TERMS) };
}

/** Whether the last query term should match as a prefix (the reader is probably still typing it). */
export function isPrefixTerm(term: string, index: number, terms: readonly string[]): boolean {
  return term.length >= MIN_PREFIX_LENGTH && (index === terms.length - 1 || term.length >= 4);
}

/** Edit distance allowed for a term: none for short words, one typo from five characters on. */
export function fuzzyDistance(term: string): number {
  if (term.length >= 8) return 2;
  return term.length >= 5 ? 1 : 0;
}
