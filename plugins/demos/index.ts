/**
 * Live demos: `<Demo name="X" />` in MDX (see remark.ts) imports `./X.tsx?demo`, which the
 * loader registered here turns into the demo's module (see compile.ts). Listed in the
 * `plugins` of docusaurus.config.ts; remark.ts goes in each docs instance's `remarkPlugins`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration, RuleSetRule } from 'webpack';
import { installedVersionReader } from '../shared/installedPackages';
import { DEMO_COMPONENT_FILE, demoFileForDevServer } from './brokenDemo';
import { compileDemoRequest, demoRequestKind } from './compile';
import { countedChunkNames, initialChunkNames } from './routeChunks';
import { demoCssModuleCode, isDemoCssModule } from './cssModules';
import { formatCompileProblem } from '../../src/lib/demos/compileErrors';
import { startFormatWorker } from './formatWorker';
import { formatJsWith } from './transpile';
import { backgroundTypeCheck, contentHash, createDemoTypeErrors } from './typeErrors';

export const DEMOS_PLUGIN = 'demos';
const COMPILER = Symbol.for('mui-docs-site.demos.compile');
const CSS_MODULE_COMPILER = Symbol.for('mui-docs-site.demos.css-module');
const BROKEN_DEMO = Symbol.for('mui-docs-site.demos.broken-demo');

/**
 * Leaves demo CSS modules out of the bundler's own CSS module rule (which would put them in the
 * stylesheet every page loads); the demos plugin's rule compiles them into their demo chunks.
 */
export function excludeFromCssModuleRule(config: Configuration, isDemoCss: (file: string) => boolean): void {
  const rule = config.module?.rules?.find(
    (candidate): candidate is RuleSetRule =>
      Boolean(candidate) &&
      typeof candidate === 'object' &&
      String((candidate as RuleSetRule).test) === String(/\.module\.css$/i),
  );
  if (!rule) throw new Error('[demos] the bundler config has no .module.css rule to keep demo CSS modules out of.');
  rule.exclude = isDemoCss;
}

export interface DemoLoaderRequest {
  resourcePath: string;
  resourceQuery: string;
  isServer: boolean;
  inlineSources: boolean;
  showErrorsInPlace: boolean;
}

/**
 * Whether a demo with a syntax error shows it in place of its preview rather than failing the
 * build: only in the dev server's browser bundle (`npm start` builds no other). Production builds
 * and their server bundle fail, naming the file and line.
 */
export function showsErrorsInPlace(isServer: boolean, production: boolean): boolean {
  return !isServer && !production;
}

/**
 * The rule that compiles a demo file imported by its preview (no query) through brokenDemo.ts
 * first, so that a syntax error becomes a stand-in component instead of a build error.
 */
export function brokenDemoRule(loader: string, fingerprint: string): RuleSetRule {
  return {
    test: DEMO_COMPONENT_FILE,
    resourceQuery: { not: /./ },
    enforce: 'pre',
    // The fingerprint only invalidates the bundler's cached modules when the tooling changes.
    use: [{ loader, options: { fingerprint } }],
  };
}

/** Changes to the compiler or to the tools it runs invalidate the bundler's cached demo modules. */
function fingerprint(siteDir: string): string {
  const hash = crypto.createHash('sha256');
  const tools = [
    'compile',
    'transpile',
    'tailwind',
    'cssModules',
    'brokenDemo',
    'syntaxErrors',
    'typeErrors',
    'typeCheck',
  ];
  for (const file of tools.map((tool) => `${tool}.ts`)) hash.update(fs.readFileSync(path.join(__dirname, file)));
  for (const file of ['dependencies.ts', 'compileErrors.ts'])
    hash.update(fs.readFileSync(path.join(__dirname, '../../src/lib/demos', file)));
  hash.update(fs.readFileSync(path.join(__dirname, '../../.prettierrc.json')));
  const readVersion = installedVersionReader(siteDir);
  for (const tool of ['typescript', 'ts-blank-space', 'prettier', 'tailwindcss', 'lightningcss'])
    hash.update(`${tool}@${readVersion(tool)}`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The `common` cache group override that keeps demo chunks out of the chunk every page loads
 * (see routeChunks.ts), for production builds. Rspack evaluates the rule natively, so the dev
 * server could take it too; it keeps Docusaurus's own group until a rebuild is measured with it
 * (its `common` chunk may then hold MUI, which only costs the dev server's first page).
 */
export function commonChunkOverride(config: Configuration, production: boolean): Configuration['optimization'] {
  const cacheGroups = (config.optimization?.splitChunks || undefined)?.cacheGroups;
  if (!production || !cacheGroups || typeof cacheGroups.common !== 'object') return undefined;
  return { splitChunks: { cacheGroups: { common: { chunks: countedChunkNames(initialChunkNames(config)) } } } };
}

export default function demosPlugin(context: LoadContext): Plugin {
  const readVersion = installedVersionReader(context.siteDir);
  const fromSite = (file: string) => path.relative(context.siteDir, file).split(path.sep).join('/');
  // `npm start` only: nothing is checked until the dev server compiles a demo.
  const typeErrors = createDemoTypeErrors(
    path.join(context.generatedFilesDir, 'demo-type-checks'),
    backgroundTypeCheck(context.siteDir).check,
  );
  (globalThis as Record<symbol, unknown>)[COMPILER] = ({
    resourcePath,
    resourceQuery,
    isServer,
    inlineSources,
    showErrorsInPlace,
  }: DemoLoaderRequest) => {
    const kind = demoRequestKind(resourceQuery);
    if (!kind) return Promise.reject(new Error(`${resourcePath}${resourceQuery}: unknown demo request.`));
    const compiled = compileDemoRequest({
      siteDir: context.siteDir,
      resourcePath,
      kind,
      isServer,
      inlineSources,
      showErrorsInPlace,
      readVersion,
    });
    if (!showErrorsInPlace || (kind !== 'demo' && kind !== 'demo-variant')) return compiled;
    // A new preview reaches the page when this module changes (see src/lib/demos/hotSources.ts),
    // so it changes with the type error shown, and only then: a clean answer changes nothing.
    const file = fromSite(resourcePath);
    const problem = typeErrors.known(file, fs.readFileSync(resourcePath, 'utf8'));
    const { fileDependencies, missingDependencies } = typeErrors.resultDependency(file);
    return compiled.then((module) => ({
      code: `${module.code}\n// Type error shown: ${problem ? contentHash(formatCompileProblem(problem)) : 'none'}\n`,
      fileDependencies: [...module.fileDependencies, ...fileDependencies],
      missingDependencies: [...module.missingDependencies, ...missingDependencies],
    }));
  };
  (globalThis as Record<symbol, unknown>)[BROKEN_DEMO] = (source: string, file: string) => ({
    code: demoFileForDevServer(source, fromSite(file), typeErrors.lookup(fromSite(file), source)),
    ...typeErrors.resultDependency(fromSite(file)),
  });
  const docsDir = path.join(context.siteDir, 'docs') + path.sep;
  const isDemoCss = (file: string) => isDemoCssModule(docsDir, file);
  (globalThis as Record<symbol, unknown>)[CSS_MODULE_COMPILER] = (source: string, file: string) =>
    demoCssModuleCode(source, fromSite(file));
  const version = fingerprint(context.siteDir);
  let formatWorkerStarted = false;
  return {
    name: DEMOS_PLUGIN,
    configureWebpack(config, isServer) {
      const production = process.env.NODE_ENV === 'production';
      // Bundling starts right after this hook: the build's demo JavaScript is formatted beside it.
      if (production && !formatWorkerStarted) {
        formatWorkerStarted = true;
        formatJsWith(startFormatWorker());
      }
      excludeFromCssModuleRule(config, isDemoCss);
      // Docusaurus moves modules used by half the pages' chunks into one `common` chunk that
      // every page loads. Demos make many small lazy chunks that all use MUI; counting them
      // would put MUI in `common`, so only the site's own (route) chunks are counted.
      const optimization = commonChunkOverride(config, production);
      const showErrorsInPlace = showsErrorsInPlace(isServer, production);
      return {
        ...(optimization && { optimization }),
        module: {
          rules: [
            { test: isDemoCss, type: 'javascript/auto', use: [require.resolve('./cssModuleLoader.cjs')] },
            ...(showErrorsInPlace ? [brokenDemoRule(require.resolve('./brokenDemoLoader.cjs'), version)] : []),
            {
              resourceQuery: /^\?demo(-live|-variant|-scope|-source)?$/,
              enforce: 'pre',
              use: [
                {
                  loader: require.resolve('./loader.cjs'),
                  options: {
                    isServer,
                    inlineSources: isServer || !production,
                    showErrorsInPlace,
                    fingerprint: version,
                  },
                },
              ],
            },
          ],
        },
      };
    },
  };
}
