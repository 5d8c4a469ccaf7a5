/**
 * Minified JavaScript kept between builds. Rspack 1.7's persistent cache ends before the
 * minifier, so every rebuild minified all ~1,500 chunks again: 3.6 s of a 9 s warm bundling.
 * Before the minimizer's stage, a chunk whose unminified code was minified by an earlier build
 * gets that output and is marked `minimized` (the minimizer then leaves it); after the stage, the
 * chunks minified now are kept for the next build. Keys cover the unminified code and everything
 * that decides the output (see `fingerprintOf`); entries no build used are removed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { cacheDirOf, hashOfFiles, writeFileWhole } from '../shared/diskCache';
import { installedVersion } from '../shared/installedPackages';

export const MINIFY_CACHE_PLUGIN = 'minify-cache';

/** `Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE`, where Rspack's minimizers run. */
const MINIMIZER_STAGE = 400;

/** The cache key of one chunk: its unminified code under a fingerprint of the minifier. */
export function cacheKeyOf(code: Buffer | string, fingerprint: string): string {
  return crypto.createHash('sha1').update(fingerprint).update('\0').update(code).digest('hex');
}

/**
 * What else decides the minified output: the bundler (its minifier), Docusaurus's minimizer
 * options (@docusaurus/faster), the browser targets and this plugin's own code.
 */
export function fingerprintOf(siteDir: string): string {
  const packageJson = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    browserslist?: unknown;
  };
  return crypto
    .createHash('sha1')
    .update(['@rspack/core', '@docusaurus/faster'].map((name) => installedVersion(siteDir, name)).join())
    .update(JSON.stringify(packageJson.browserslist ?? null))
    .update(hashOfFiles([__filename]))
    .digest('hex')
    .slice(0, 16);
}

export class MinifyCacheRspackPlugin {
  constructor(
    private readonly cacheDir: string,
    private readonly fingerprint: string,
  ) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    const fileOf = (key: string) => path.join(this.cacheDir, `${key}.js`);
    const used = new Set<string>();
    compiler.hooks.thisCompilation.tap(MINIFY_CACHE_PLUGIN, (compilation) => {
      const minifiedNow = new Map<string, string>();
      compilation.hooks.processAssets.tap({ name: MINIFY_CACHE_PLUGIN, stage: MINIMIZER_STAGE - 1 }, () => {
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js') || asset.info.minimized) continue;
          const key = cacheKeyOf(asset.source.buffer(), this.fingerprint);
          used.add(key);
          let cached: string | undefined;
          try {
            cached = fs.readFileSync(fileOf(key), 'utf8');
          } catch {
            minifiedNow.set(asset.name, key);
            continue;
          }
          compilation.updateAsset(asset.name, new RawSource(cached), { minimized: true });
        }
      });
      compilation.hooks.processAssets.tap({ name: MINIFY_CACHE_PLUGIN, stage: MINIMIZER_STAGE + 1 }, () => {
        for (const [name, key] of minifiedNow) {
          const asset = compilation.getAsset(name);
          if (asset?.info.minimized) writeFileWhole(fileOf(key), asset.source.buffer());
        }
      });
    });
    compiler.hooks.done.tap(MINIFY_CACHE_PLUGIN, (stats) => {
      // A failed build may not have reached every chunk: what it did not use can still be current.
      if (stats.hasErrors() || !fs.existsSync(this.cacheDir)) return;
      for (const name of fs.readdirSync(this.cacheDir)) {
        if (!used.has(name.replace(/\.js$/, ''))) fs.rmSync(path.join(this.cacheDir, name), { force: true });
      }
    });
  }
}

/** Adds the cache to the browser bundle of production builds, the only one minified. */
export default function minifyCachePlugin(context: LoadContext): Plugin<void> {
  return {
    name: MINIFY_CACHE_PLUGIN,
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const plugin = new MinifyCacheRspackPlugin(
        cacheDirOf(context.siteDir, MINIFY_CACHE_PLUGIN),
        fingerprintOf(context.siteDir),
      );
      // Docusaurus types this hook with webpack's configuration; with Faster the bundler is Rspack.
      return { plugins: [plugin] } as unknown as Configuration;
    },
  };
}
