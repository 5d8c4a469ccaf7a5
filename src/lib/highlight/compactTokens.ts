/**
 * Syntax-highlighted lines in a compact, JSON-safe form, so code can be tokenized at build time
 * and rendered in the browser without shipping Prism.
 *
 * A line is a list of tokens. A plain token with text is just its text; any other token is
 * `[types, content]` with its types joined by spaces, plus a trailing `1` when Prism marked it
 * empty (a blank line's placeholder).
 */
export interface HighlightToken {
  types: string[];
  content: string;
  empty?: boolean;
}

export type CompactToken = string | [types: string, content: string] | [types: string, content: string, empty: 1];
export type CompactLines = CompactToken[][];

function compactToken({ types, content, empty }: HighlightToken): CompactToken {
  if (!empty && types.length === 1 && types[0] === 'plain') return content;
  const joined = types.join(' ');
  return empty ? [joined, content, 1] : [joined, content];
}

export function compactLines(lines: readonly (readonly HighlightToken[])[]): CompactLines {
  return lines.map((line) => line.map(compactToken));
}

function expandToken(token: unknown): HighlightToken | null {
  if (typeof token === 'string') return { types: ['plain'], content: token };
  if (!Array.isArray(token) || token.length < 2 || token.length > 3) return null;
  const [types, content, empty] = token as unknown[];
  if (typeof types !== 'string' || types === '' || typeof content !== 'string') return null;
  if (empty !== undefined && empty !== 1) return null;
  const expanded: HighlightToken = { types: types.split(' '), content };
  if (empty === 1) expanded.empty = true;
  return expanded;
}

/** The lines of a serialized `CompactLines`, or `null` when the input is not one. */
export function parseHighlighted(serialized: string | undefined): HighlightToken[][] | null {
  if (!serialized) return null;
  let value: unknown;
  try {
    value = JSON.parse(serialized);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const lines: HighlightToken[][] = [];
  for (const line of value) {
    if (!Array.isArray(line)) return null;
    const tokens: HighlightToken[] = [];
    for (const token of line) {
      const expanded = expandToken(token);
      if (!expanded) return null;
      tokens.push(expanded);
    }
    lines.push(tokens);
  }
  return lines;
}

function textOfLine(line: readonly HighlightToken[]): string {
  return line
    .filter((token) => !token.empty)
    .map((token) => token.content)
    .join('');
}

/** The source text the lines were tokenized from (Prism keeps every character). */
export function textOfLines(lines: readonly (readonly HighlightToken[])[]): string {
  return lines.map(textOfLine).join('\n');
}

/**
 * The lines that spell out `code` when it is the tokenized source minus whole lines (what
 * magic comments such as `// highlight-next-line` leave), or `null` when it is not.
 */
export function linesForCode(lines: readonly HighlightToken[][], code: string): HighlightToken[][] | null {
  const wanted = code.split('\n');
  const kept: HighlightToken[][] = [];
  let next = 0;
  for (const text of wanted) {
    while (next < lines.length && textOfLine(lines[next]) !== text) next += 1;
    if (next === lines.length) return null;
    kept.push(lines[next]);
    next += 1;
  }
  return kept;
}
