/**
 * Which chunks Docusaurus's `common` cache group (and lean-runtime's copy-button group) count: the
 * site's lazy route chunks, not the entry's initial chunks and not the demos' lazy chunks, which
 * all use MUI and would otherwise put it in the chunk every page loads.
 *
 * The rule is a RegExp on chunk names, which Rspack tests in Rust. A JavaScript `chunks` function
 * is called across Rspack's Rust/JS boundary for every chunk on every seal: with ~1,500 chunks it
 * cost 14-18 s of each `npm start` rebuild (issue 22). Chunks without a name (the site's own
 * unnamed `import()`s: search dialog, settings drawer …) are not counted either; they are a
 * dozen against the hundreds of route chunks the group's `minChunks` asks for.
 */
import type { Configuration } from 'webpack';
import { DEMO_CHUNK_PREFIX } from './compile';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names of the initial chunks: one per entry, and its runtime chunk when it has one. */
export function initialChunkNames(config: Pick<Configuration, 'entry' | 'optimization'>): string[] {
  const { entry } = config;
  const entries = entry && typeof entry === 'object' && !Array.isArray(entry) ? Object.keys(entry) : ['main'];
  const runtimeChunk = config.optimization?.runtimeChunk;
  if (runtimeChunk === 'single') return [...entries, 'runtime'];
  if (runtimeChunk === true || runtimeChunk === 'multiple')
    return [...entries, ...entries.map((name) => `runtime~${name}`)];
  return entries;
}

/** Matches the name of every chunk counted for shared chunks: any name but a demo's or an initial chunk's. */
export function countedChunkNames(initialNames: readonly string[]): RegExp {
  const excluded = [escapeRegExp(DEMO_CHUNK_PREFIX), ...initialNames.map((name) => `${escapeRegExp(name)}$`)];
  return new RegExp(`^(?!${excluded.join('|')})`);
}
