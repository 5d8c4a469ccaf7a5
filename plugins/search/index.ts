/**
 * Search index plugin: after the build, reads every HTML page in the output directory and writes
 * the static, sharded search index to `<outDir>/search-index/` (see src/lib/search/format.ts).
 * The search dialog (src/components/Search) fetches those files on demand. The index is made in a
 * worker thread (pages.ts, run by makeInWorker.cjs) while the other plugins' postBuild work goes
 * on. The last index is kept in node_modules/.cache/search-index under a fingerprint of the pages'
 * HTML, the options and this code: a rebuild whose pages did not change writes it again without
 * making it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { BuildStats } from '../../src/lib/search/buildIndex';
import { INDEX_DIR } from '../../src/lib/search/format';
import { htmlFilesOf, type MadeIndex, type MakeOptions } from './pages';
import { cacheDirOf, cachedJson, hashOfFiles } from '../shared/diskCache';
import { packageDirOf } from '../shared/installedPackages';
import { logInfo } from '../shared/log';

export const SEARCH_PLUGIN = 'search-index';

export interface SearchPluginOptions {
  /** Output folder under the build directory. */
  indexDir?: string;
  /** URL paths (without base URL) to leave out, as regular expression sources. */
  ignorePaths?: string[];
  shardTargetBytes?: number;
}

const nonTestSources = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => /\.(ts|cjs)$/.test(name) && !/\.test\.ts$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));

/** The code that turns pages into the index: a change to any of it makes a cached index stale. */
const INDEX_SOURCES = [
  ...nonTestSources(__dirname),
  ...nonTestSources(path.join(__dirname, '../../src/lib/search')),
  path.join(__dirname, '../../src/lib/products.ts'),
  path.join(__dirname, '../../src/lib/routing.ts'),
  ...['minisearch', 'htmlparser2'].map((name) =>
    path.join(packageDirOf(path.join(__dirname, '../../node_modules'), name), 'package.json'),
  ),
];

/**
 * A fingerprint of everything the index is made from: the pages, the options and the code. The
 * pages are hashed as bytes: decoding some 75 MB of HTML to text first took 2.5 times as long.
 */
function searchIndexKey(pages: readonly { file: string; urlPath: string }[], options: object): string {
  const hash = crypto.createHash('sha1').update(hashOfFiles(INDEX_SOURCES)).update(JSON.stringify(options));
  for (const { file, urlPath } of pages) hash.update('\0').update(urlPath).update('\0').update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export interface WriteOptions extends SearchPluginOptions {
  baseUrl?: string;
  /** Where the last index is kept, so a rebuild whose pages did not change writes it again unmade. */
  cacheDir?: string;
}

/**
 * Makes the index in a worker thread (the pages are read and parsed there): the other plugins'
 * postBuild work runs on the main thread meanwhile, and a build has two cores.
 */
export function makeInWorker(outDir: string, options: MakeOptions): Promise<MadeIndex> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'makeInWorker.cjs'), { workerData: { outDir, options } });
    let made: MadeIndex | undefined;
    worker.once('message', (message: MadeIndex) => (made = message));
    worker.once('error', (error) =>
      reject(new Error(`The search index could not be made: ${error.message}`, { cause: error })),
    );
    worker.once('exit', (code) => {
      if (made) resolve(made);
      else reject(new Error(`The search index could not be made: its worker stopped with exit code ${code}.`));
    });
  });
}

/** Builds the index for `outDir` and writes it to `<outDir>/<indexDir>/`. */
export async function writeSearchIndex(
  outDir: string,
  { baseUrl = '/', indexDir = INDEX_DIR, ignorePaths = [], shardTargetBytes, cacheDir }: WriteOptions = {},
): Promise<BuildStats & { fromCache: boolean }> {
  const target = path.join(outDir, indexDir);
  const make = () => makeInWorker(outDir, { baseUrl, ignorePaths, skipDir: target, shardTargetBytes });
  const { value, fromCache } = cacheDir
    ? await cachedJson(
        cacheDir,
        searchIndexKey(htmlFilesOf(outDir, { ignorePaths, skipDir: target }), {
          baseUrl,
          indexDir,
          shardTargetBytes,
        }),
        make,
        { keepOnlyLatest: true },
      )
    : { value: await make(), fromCache: false };
  fs.rmSync(target, { recursive: true, force: true });
  const made = new Set<string>();
  for (const [name, content] of value.files) {
    const file = path.join(target, name);
    const dir = path.dirname(file);
    if (!made.has(dir)) fs.mkdirSync(dir, { recursive: true });
    made.add(dir);
    fs.writeFileSync(file, content);
  }
  return { ...value.stats, fromCache };
}

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions = {}): Plugin<void> {
  return {
    name: SEARCH_PLUGIN,
    async postBuild({ outDir }) {
      const started = Date.now();
      const stats = await writeSearchIndex(outDir, {
        ...options,
        baseUrl: context.siteConfig.baseUrl,
        cacheDir: cacheDirOf(context.siteDir, SEARCH_PLUGIN),
      });
      logInfo(
        SEARCH_PLUGIN,
        `Indexed ${stats.pages} pages (${stats.terms} terms, ${stats.shards} shards, ` +
          `${(stats.bytes / 1024).toFixed(0)} KB) in ${Date.now() - started} ms` +
          `${stats.fromCache ? ', unchanged pages: the last index written again' : ''}.`,
      );
    },
  };
}
