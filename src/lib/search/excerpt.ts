/**
 * Excerpts and highlighting. Everything returns segments (`{ text, match }`), never HTML: the
 * dialog renders matches as <mark> elements, so page text can never inject markup.
 */
import { foldWithMap, type FoldedText } from './text';

export interface Segment {
  text: string;
  match: boolean;
}

export const ELLIPSIS = '…';
/** Characters of context kept before the first match of an excerpt. */
const LEAD_CHARS = 24;

const WORD_CHAR = /[\p{L}\p{N}]/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;

// ASCII is decided by code (no regular expression per character): the scans below check every
// occurrence of every term in every section of the pages a result list shows.
function isWordChar(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return WORD_CHAR.test(char);
}
function isUpper(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  return code < 128 ? code >= 65 && code <= 90 : UPPER.test(char);
}
function isLower(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  return code < 128 ? code >= 97 && code <= 122 : LOWER.test(char);
}

/** Whether position `index` of `text` starts a word or an identifier part (`Color` in `useColorScheme`). */
function startsWord(text: string, index: number): boolean {
  const previous = text[index - 1];
  const char = text[index];
  if (!isWordChar(previous)) return true;
  return isUpper(char) && isLower(previous);
}

/** Texts shorter than this fold faster than a cache lookup. */
const FOLD_CACHE_MIN_CHARS = 64;
/** Distinct long texts whose folding is kept (page sections are matched again on every keystroke). */
const FOLD_CACHE_MAX_ENTRIES = 20_000;
const foldCache = new Map<string, FoldedText>();

function foldedOf(text: string): FoldedText {
  if (text.length < FOLD_CACHE_MIN_CHARS) return foldWithMap(text);
  let folded = foldCache.get(text);
  if (!folded) {
    if (foldCache.size >= FOLD_CACHE_MAX_ENTRIES) foldCache.clear();
    folded = foldWithMap(text);
    foldCache.set(text, folded);
  }
  return folded;
}

const distinctTerms = (terms: readonly string[]) => [...new Set(terms.filter((term) => term.length > 0))];

/**
 * Calls `onMatch(start, end)` (original-text positions) for each place where `term` begins a word
 * or identifier part, until it returns true.
 */
function scanTerm(
  text: string,
  { folded, map }: FoldedText,
  term: string,
  onMatch: (start: number, end: number) => boolean | void,
): void {
  let from = 0;
  while (from <= folded.length - term.length) {
    const found = folded.indexOf(term, from);
    if (found === -1) return;
    const start = map ? map[found] : found;
    if (startsWord(text, start)) {
      const end = (map ? map[found + term.length] : found + term.length) ?? text.length;
      if (onMatch(start, Math.max(end, start + 1))) return;
    }
    from = found + 1;
  }
}

export interface TextMatches {
  /** Merged ranges `[start, end)` of the original text. */
  ranges: Array<[number, number]>;
  /** The terms that matched at least once. */
  matched: Set<string>;
}

/**
 * Where `terms` (folded) begin a word or identifier part in `text`, case- and accent-insensitively.
 * Overlapping ranges are merged. Terms are matched as plain text (no regular expressions).
 */
export function matchText(text: string, terms: readonly string[]): TextMatches {
  const matched = new Set<string>();
  const wanted = distinctTerms(terms);
  if (wanted.length === 0 || text.length === 0) return { ranges: [], matched };
  const folding = foldedOf(text);
  const ranges: Array<[number, number]> = [];
  for (const term of wanted) {
    scanTerm(text, folding, term, (start, end) => {
      ranges.push([start, end]);
      matched.add(term);
    });
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return { ranges: merged, matched };
}

/** Ranges `[start, end)` in `text` where one of `terms` begins a word or identifier part. */
export function findMatches(text: string, terms: readonly string[]): Array<[number, number]> {
  return matchText(text, terms).ranges;
}

function pushSegment(segments: Segment[], text: string, match: boolean) {
  if (!text) return;
  const last = segments[segments.length - 1];
  if (last && last.match === match) last.text += text;
  else segments.push({ text, match });
}

/** The whole of `text` split into matched and unmatched segments. */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  return sliceSegments(text, findMatches(text, terms), 0, text.length);
}

function sliceSegments(text: string, ranges: Array<[number, number]>, from: number, to: number): Segment[] {
  const segments: Segment[] = [];
  let cursor = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    pushSegment(segments, text.slice(cursor, Math.max(cursor, start)), false);
    pushSegment(segments, text.slice(Math.max(start, cursor), Math.min(end, to)), true);
    cursor = Math.min(end, to);
  }
  pushSegment(segments, text.slice(cursor, to), false);
  return segments;
}

/** Moves `index` back to the start of the word it is in (but no further than `limit`). */
function wordStart(text: string, index: number, limit: number): number {
  let position = index;
  while (position > limit && isWordChar(text[position - 1])) position -= 1;
  return position;
}

/** Moves `index` forward to the end of the word it is in (but no further than `limit`). */
function wordEnd(text: string, index: number, limit: number): number {
  let position = index;
  while (position < limit && isWordChar(text[position])) position += 1;
  return position;
}

/**
 * A window of about `maxLength` characters of `text` around the stretch with the most distinct
 * matches, cut at word boundaries, with ellipses where it was cut. Without a match, the start of
 * the text. Returns [] for empty text.
 */
export function makeExcerpt(text: string, terms: readonly string[], maxLength = 160): Segment[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const ranges = findMatches(clean, terms);
  // A match this close to the start is shown from the start.
  const nearStart = Math.round(maxLength * 0.6);
  // Short text is shown whole, unless its first match would sit beyond a narrow line or two.
  if (clean.length <= maxLength && (ranges.length === 0 || ranges[0][1] <= nearStart)) {
    return sliceSegments(clean, ranges, 0, clean.length);
  }

  let bestStart = 0;
  if (ranges.length > 0) {
    // Pick the match whose window (starting a little before it) covers the most distinct words.
    let bestScore = -1;
    for (let i = 0; i < ranges.length; i += 1) {
      const windowEnd = ranges[i][0] + maxLength * 0.8;
      const seen = new Set<string>();
      for (let j = i; j < ranges.length && ranges[j][1] <= windowEnd; j += 1) {
        seen.add(clean.slice(ranges[j][0], ranges[j][1]).toLowerCase());
      }
      if (seen.size > bestScore) {
        bestScore = seen.size;
        bestStart = ranges[i][0];
      }
    }
    const bestEnd = ranges.find((range) => range[0] === bestStart)?.[1] ?? bestStart;
    bestStart = bestEnd <= nearStart ? 0 : bestStart - LEAD_CHARS;
  }
  let start = bestStart === 0 ? 0 : wordStart(clean, bestStart, Math.max(0, bestStart - 20));
  // Prefer to start at a word after a cut rather than mid-word.
  if (start > 0 && isWordChar(clean[start - 1])) start = wordEnd(clean, start, clean.length);
  let end = Math.min(clean.length, start + maxLength);
  if (end < clean.length) {
    const cut = wordStart(clean, end, start + 1);
    end = cut > start ? cut : end;
  }
  while (start < end && clean[start] === ' ') start += 1;
  while (end > start && clean[end - 1] === ' ') end -= 1;

  const segments = sliceSegments(clean, ranges, start, end);
  if (start > 0) {
    if (segments[0] && !segments[0].match) segments[0].text = `${ELLIPSIS}${segments[0].text}`;
    else segments.unshift({ text: ELLIPSIS, match: false });
  }
  if (end < clean.length) pushSegment(segments, ELLIPSIS, false);
  return segments;
}

/**
 * Number of distinct terms found in `text` (as word or identifier-part starts): `matchText(...)
 * .matched.size`, stopping at each term's first match.
 */
export function countDistinctMatches(text: string, terms: readonly string[]): number {
  const wanted = distinctTerms(terms);
  if (wanted.length === 0 || text.length === 0) return 0;
  const folding = foldedOf(text);
  let count = 0;
  for (const term of wanted) {
    let found = false;
    scanTerm(text, folding, term, () => {
      found = true;
      return true;
    });
    if (found) count += 1;
  }
  return count;
}
