/**
 * Name search over the icons of `@mui/icons-material`, fast enough to run on every keystroke over
 * the full list: keys are computed once (`createIconSearch`), a query is then a loop over
 * precomputed lowercase strings.
 *
 * A query is split into terms (spaces, `_`, `-` and other punctuation separate them). An icon
 * matches when every term starts at the beginning of one of the words of its PascalCase name,
 * possibly running over several words: `arrow`, `drop down` and `dropdown` all find
 * ArrowDropDown, `rop` does not. A term may also stand for the icons of a synonym
 * (`trash` -> Delete). Results come exact name first, then names that start with the query, then
 * the rest, each tier in alphabetical order.
 */
import { ICON_SYNONYMS } from './synonyms';

/** Word parts of a PascalCase name: `Wifi1BarLock` -> Wifi, 1, Bar, Lock; `ThreeDRotation` -> Three, D, Rotation. */
export function splitWords(name: string): string[] {
  return name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g) ?? [];
}

export interface SearchKey {
  /** Lowercase name, words run together: `deleteforever`. */
  text: string;
  /** Offsets in `text` where a word starts. */
  starts: number[];
}

export function searchKey(name: string): SearchKey {
  const starts: number[] = [];
  let text = '';
  for (const word of splitWords(name)) {
    starts.push(text.length);
    text += word.toLowerCase();
  }
  return { text, starts };
}

/** Lowercase terms of a query: `Delete_forever  ` -> delete, forever. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Minimum length of a term before it matches synonym keys it is the beginning of. */
export const SYNONYM_PREFIX_MIN = 3;

/** What a term may match: itself and the targets of every synonym key it is or begins. */
export function termAlternatives(
  term: string,
  synonyms: Readonly<Record<string, readonly string[]>> = ICON_SYNONYMS,
): string[] {
  const alternatives = new Set([term]);
  for (const [key, targets] of Object.entries(synonyms)) {
    if (key === term || (term.length >= SYNONYM_PREFIX_MIN && key.startsWith(term))) {
      for (const target of targets) alternatives.add(target);
    }
  }
  return [...alternatives];
}

function matchesAt(key: SearchKey, alternative: string): boolean {
  for (const start of key.starts) {
    if (key.text.startsWith(alternative, start)) return true;
  }
  return false;
}

export interface IconSearch {
  /** Number of names searched. */
  readonly size: number;
  /**
   * Indices (into the names given to `createIconSearch`) of the names matching `query`, best
   * first; `include` narrows the candidates (e.g. to the names that exist in a theme).
   */
  filter(query: string, include?: (index: number) => boolean): number[];
}

/** Precomputes the search keys of `names` (in the order given, which is the order of ties). */
export function createIconSearch(
  names: readonly string[],
  synonyms: Readonly<Record<string, readonly string[]>> = ICON_SYNONYMS,
): IconSearch {
  const keys = names.map(searchKey);
  return {
    size: keys.length,
    filter(query, include) {
      const terms = queryTerms(query);
      const exact: number[] = [];
      const prefix: number[] = [];
      const rest: number[] = [];
      if (terms.length === 0) {
        for (let index = 0; index < keys.length; index += 1) if (!include || include(index)) exact.push(index);
        return exact;
      }
      const alternatives = terms.map((term) => termAlternatives(term, synonyms));
      const whole = terms.join('');
      const firstAlternatives = alternatives[0];
      for (let index = 0; index < keys.length; index += 1) {
        if (include && !include(index)) continue;
        const key = keys[index];
        let matches = true;
        for (const options of alternatives) {
          if (!options.some((alternative) => matchesAt(key, alternative))) {
            matches = false;
            break;
          }
        }
        if (!matches) continue;
        if (key.text === whole || (terms.length === 1 && firstAlternatives.includes(key.text))) exact.push(index);
        else if (firstAlternatives.some((alternative) => key.text.startsWith(alternative))) prefix.push(index);
        else rest.push(index);
      }
      return exact.concat(prefix, rest);
    },
  };
}

const numberFormat = new Intl.NumberFormat('en-US');

/** The result count as the page shows and announces it: `2,134 icons`, `1 icon`. */
export function countLabel(count: number): string {
  return `${numberFormat.format(count)} ${count === 1 ? 'icon' : 'icons'}`;
}
