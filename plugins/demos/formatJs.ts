/**
 * Prettier for derived demo JavaScript, kept apart from transpile.ts so a worker thread
 * (formatWorker.ts) can load it without TypeScript and ts-blank-space.
 */
import * as prettier from 'prettier/standalone';
import * as babelPlugin from 'prettier/plugins/babel';
import * as estreePlugin from 'prettier/plugins/estree';
import type { Options as PrettierOptions } from 'prettier';
import prettierConfig from '../../.prettierrc.json';

/**
 * How demo sources are formatted (the repo's Prettier config with its `docs/` override); the
 * derived JavaScript uses the same settings, so `prettier --check` and the demo build agree.
 */
const { overrides, ...repoOptions } = prettierConfig;
const demoOverride = overrides.find((override) => override.files.some((glob) => glob.startsWith('docs/')));
export const DEMO_PRETTIER_OPTIONS: PrettierOptions = { ...repoOptions, ...demoOverride?.options } as PrettierOptions;

export function formatJsHere(code: string): Promise<string> {
  return prettier.format(code, { ...DEMO_PRETTIER_OPTIONS, parser: 'babel', plugins: [babelPlugin, estreePlugin] });
}
