/**
 * What reader text may hold once stored. Bidi controls can make a comment or path read differently from
 * what it is (U+202E reverses the rest of the line), zero-width characters hide text or make two equal-looking
 * paths differ, C0/C1 controls drive terminals (the report prints comments), and SQLite's C API reads a NUL
 * as the end of the string. None of them carries meaning in a page path or a comment, so they are removed.
 */

const BIDI = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
const ZERO_WIDTH = '\\u200B-\\u200D\\u2060\\uFEFF';
const C1_AND_DEL = '\\u007F-\\u009F';

/** Everything above plus all C0 controls (NUL included): for one-line fields. */
const UNWANTED_IN_LINE = new RegExp(`[\\u0000-\\u001F${C1_AND_DEL}${BIDI}${ZERO_WIDTH}]`, 'g');
/** The same, but tab and newline stay: comments are multi-line. */
const UNWANTED_IN_COMMENT = new RegExp(`[\\u0000-\\u0008\\u000B-\\u001F${C1_AND_DEL}${BIDI}${ZERO_WIDTH}]`, 'g');
/** With the `u` flag a valid surrogate pair is one code point, so only lone halves match. */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

export type TextKind = 'line' | 'comment';

/** Removes the characters above; comments keep tabs and newlines (CRLF and CR become LF). */
export function cleanText(value: string, kind: TextKind = 'line'): string {
  if (kind === 'comment') return value.replace(/\r\n?/g, '\n').replace(UNWANTED_IN_COMMENT, '');
  return value.replace(UNWANTED_IN_LINE, '');
}

/** A lone surrogate cannot be encoded as UTF-8: SQLite would store invalid bytes. */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** Last defence for callers that skipped the HTTP check: U+FFFD, as TextEncoder would write it. */
export function replaceLoneSurrogates(value: string): string {
  return value.replace(LONE_SURROGATES, '\uFFFD');
}

/** The first string field of `body` that holds a lone surrogate, or null. */
export function fieldWithLoneSurrogate(body: Record<string, unknown>): string | null {
  const entry = Object.entries(body).find(([, value]) => typeof value === 'string' && hasLoneSurrogate(value));
  return entry ? entry[0] : null;
}
