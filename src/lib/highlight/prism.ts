/**
 * Prism as the site uses it: prism-react-renderer's bundled copy plus the extra grammars below.
 * Runs at build time (pre-highlighting Markdown code, API snippets) and, for code that only
 * exists in the browser (demo sources, live colour themes), in a chunk loaded on demand.
 */
import { normalizeTokens, Prism } from 'prism-react-renderer';
import { compactLines, type HighlightToken } from './compactTokens';

/** Grammars prism-react-renderer leaves out that the docs use; loading needs the global Prism. */
const EXTRA_GRAMMARS: Record<string, () => void> = {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Prism grammars are scripts that extend the global Prism once it exists; an import would run before it
  bash: () => require('prismjs/components/prism-bash'),
};

export const ADDITIONAL_PRISM_LANGUAGES = Object.keys(EXTRA_GRAMMARS);

type PrismHolder = { Prism?: typeof Prism };
let extrasLoaded = false;

function loadExtraGrammars() {
  if (extrasLoaded) return;
  const holder = globalThis as PrismHolder;
  const previous = holder.Prism;
  holder.Prism = Prism;
  try {
    for (const load of Object.values(EXTRA_GRAMMARS)) load();
  } finally {
    if (previous === undefined) delete holder.Prism;
    else holder.Prism = previous;
  }
  extrasLoaded = true;
}

/** Lines of tokens for `code`, as prism-react-renderer's <Highlight> computes them. */
export function tokenizeCode(code: string, language: string): HighlightToken[][] {
  loadExtraGrammars();
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = { code, grammar, language, tokens: [] as (string | Prism.Token)[] };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** `code`'s tokens as the `highlighted` prop of the site's CodeBlock takes them. */
export function highlightedProp(code: string, language: string): string {
  return JSON.stringify(compactLines(tokenizeCode(code, language)));
}
