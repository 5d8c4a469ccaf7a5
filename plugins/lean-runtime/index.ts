import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { countedChunkNames, initialChunkNames } from '../demos/routeChunks';
import { clientConfigModule } from './clientConfig';
import { clientRegistryModule } from './registry';

const TRIM_CLIENT_CONFIG = 'mui-docs-site.lean-runtime.client-config';
const TRIM_REGISTRY = 'mui-docs-site.lean-runtime.registry';
const trimmedBy = (symbol: string) => [{ loader: require.resolve('./trimLoader.cjs'), options: { symbol } }];

/**
 * Names lazy chunk files by chunk id only. Docusaurus names every route chunk after its module
 * (`webpackChunkName`), so the client runtime, which every page loads, carries two maps of
 * eight-character strings per chunk (id → name and id → content hash); an id-named file keeps
 * only the hash map.
 */
export const LAZY_CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/**
 * The copy button and its clipboard logic: used by the code blocks (the doc item's chunk) and by
 * the demo toolbars (each component page's chunk). Both chunks load on a component page, so
 * without a chunk of their own they came twice.
 */
export const COPY_BUTTON_MODULES = /[\\/]src[\\/](components[\\/]CopyButton[\\/]|lib[\\/](clipboard|codeCopy)\.ts$)/;

/**
 * The server bundle, which only the build's page renderer reads, is one file. Docusaurus gives
 * it a chunk per route without shared chunks, so every route chunk carried its own copy of the
 * libraries its demos use: 782 files and 293 MB, which Rspack generated and wrote and each SSG
 * worker compiled again (one file: 40 MB; bundling 42 -> 37 s, SSG 19 -> 15 s, same HTML).
 */
export const SERVER_BUNDLE_CONFIG = { output: { asyncChunks: false } } as const;

/**
 * PostCSS takes its plugins from Docusaurus's options alone. Without `config: false`,
 * postcss-loader looks for a config file (some 30 names) in the folder of every stylesheet and in
 * each parent folder: 0.7 s of the build's main thread, and the site has no such file.
 */
export function withoutConfigSearch<Options extends object>(postcssOptions: Options): Options & { config: false } {
  return { ...postcssOptions, config: false };
}

export default function leanRuntimePlugin(context: LoadContext): Plugin {
  (globalThis as Record<symbol, unknown>)[Symbol.for(TRIM_CLIENT_CONFIG)] = clientConfigModule;
  (globalThis as Record<symbol, unknown>)[Symbol.for(TRIM_REGISTRY)] = clientRegistryModule;
  const generatedConfig = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  const generatedRegistry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'lean-runtime',
    configurePostCss: withoutConfigSearch,
    configureWebpack(config, isServer) {
      // The browser bundle gets the site config without its build-only keys (clientConfig.ts)
      // and the chunk registry without the module paths only the server reads (registry.ts).
      const trimConfig = {
        module: {
          rules: [
            { test: (file: string) => file === generatedConfig, use: trimmedBy(TRIM_CLIENT_CONFIG) },
            { test: (file: string) => file === generatedRegistry, use: trimmedBy(TRIM_REGISTRY) },
          ],
        },
      };
      if (isServer) return SERVER_BUNDLE_CONFIG;
      if (process.env.NODE_ENV !== 'production') return trimConfig;
      return {
        ...trimConfig,
        output: { chunkFilename: LAZY_CHUNK_FILENAME },
        optimization: {
          splitChunks: {
            cacheGroups: {
              copyButton: {
                test: COPY_BUTTON_MODULES,
                name: 'copy-button',
                chunks: countedChunkNames(initialChunkNames(config)),
                minChunks: 2,
                minSize: 0,
                priority: 20,
              },
            },
          },
        },
      };
    },
  };
}
