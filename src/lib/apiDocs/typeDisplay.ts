/** How long types are shortened in API tables until the reader asks for the full type. */

export const TYPE_PREVIEW_LENGTH = 80;

export interface TypePreview {
  /** What is shown while collapsed. */
  short: string;
  /** Whether `short` leaves part of the type out (and a "show full type" toggle is needed). */
  truncated: boolean;
}

/** Positions of the `|` separating the top-level members of a printed union. */
function topLevelBars(type: string): number[] {
  const bars: number[] = [];
  let depth = 0;
  let quote: string | null = null;
  for (let index = 0; index < type.length; index += 1) {
    const char = type[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '=' && type[index + 1] === '>') index += 1;
    else if ('([{<'.includes(char)) depth += 1;
    else if (')]}>'.includes(char)) depth -= 1;
    else if (char === '|' && depth === 0) bars.push(index);
  }
  return bars;
}

/**
 * A preview of at most about `max` characters: whole union members when the type is a union
 * (`'a' | 'b' | …`), otherwise the start of the type followed by an ellipsis.
 */
export function previewType(type: string, max: number = TYPE_PREVIEW_LENGTH): TypePreview {
  const normalized = type.trim();
  if (normalized.length <= max) return { short: normalized, truncated: false };
  const cut = topLevelBars(normalized)
    .filter((position) => position <= max)
    .pop();
  if (cut !== undefined && cut > 0) return { short: `${normalized.slice(0, cut).trim()} | …`, truncated: true };
  return { short: `${normalized.slice(0, max).trimEnd()}…`, truncated: true };
}
