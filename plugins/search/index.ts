/**
 * Search index plugin: after the build, reads every HTML page in the output directory and writes
 * the static, sharded search index to `<outDir>/search-index/` (see src/lib/search/format.ts).
 * The search dialog (src/components/Search) fetches those files on demand. The last index is
 * kept in node_modules/.cache/search-index under a fingerprint of the pages' HTML, the options and
 * this code: a rebuild whose pages did not change writes it again without making it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildSearchIndex, type BuildStats } from '../../src/lib/search/buildIndex';
import { INDEX_DIR, type SearchPage } from '../../src/lib/search/format';
import { productOfPath } from '../../src/lib/search/rank';
import { extractPage } from './extract';
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

/** Always left out: the `/zh/` redirect copies and the 404 pages. */
export const DEFAULT_IGNORED_PATHS = ['^/zh(/|$)', '(^|/)404(\\.html)?(/|$)'];

function listHtmlFiles(dir: string, skipDir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== skipDir) files.push(...listHtmlFiles(full, skipDir));
    } else if (entry.name.endsWith('.html')) {
      files.push(full);
    }
  }
  return files;
}

/** URL path (without base URL) of a built HTML file: `a/b/index.html` -> `/a/b/`. */
export function urlPathOfFile(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  return `/${relative.replace(/(^|\/)index\.html$/, '$1')}`;
}

export interface CollectOptions {
  baseUrl?: string;
  ignorePaths?: string[];
  /** Folder to skip while walking (the index output). */
  skipDir?: string;
}

interface HtmlPage {
  urlPath: string;
  html: string;
}

/** The HTML of every page under `outDir` the index may hold, sorted by path. */
function readHtmlPages(outDir: string, { ignorePaths = [], skipDir = '' }: CollectOptions): HtmlPage[] {
  const ignored = [...DEFAULT_IGNORED_PATHS, ...ignorePaths].map((source) => new RegExp(source));
  return listHtmlFiles(outDir, skipDir)
    .sort()
    .map((file) => ({ file, urlPath: urlPathOfFile(outDir, file) }))
    .filter(({ urlPath }) => !ignored.some((pattern) => pattern.test(urlPath)))
    .map(({ file, urlPath }) => ({ urlPath, html: fs.readFileSync(file, 'utf8') }));
}

/** The searchable content of the pages: no redirects, no pages without content or marked noindex. */
function extractPages(htmlPages: readonly HtmlPage[], baseUrl: string): SearchPage[] {
  const base = baseUrl.replace(/\/?$/, '/');
  const pages: SearchPage[] = [];
  for (const { urlPath, html } of htmlPages) {
    const page = extractPage(html);
    if (!page.hasContent || page.isRedirect || page.noIndex) continue;
    const hasText = page.sections.some((section) => section.text || section.code || section.heading);
    if (!page.title && !hasText) continue;
    pages.push({
      path: `${base}${urlPath.slice(1)}`,
      title: page.title || urlPath,
      product: productOfPath(urlPath),
      sections: page.sections,
    });
  }
  return pages;
}

/** Reads and extracts every indexable page under `outDir`, sorted by path. */
export function collectPages(outDir: string, { baseUrl = '/', ...options }: CollectOptions = {}): SearchPage[] {
  return extractPages(readHtmlPages(outDir, options), baseUrl);
}

const nonTestSources = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name))
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

/** A fingerprint of everything the index is made from: the pages, the options and the code. */
function searchIndexKey(htmlPages: readonly HtmlPage[], options: object): string {
  const hash = crypto.createHash('sha1').update(hashOfFiles(INDEX_SOURCES)).update(JSON.stringify(options));
  for (const { urlPath, html } of htmlPages) hash.update('\0').update(urlPath).update('\0').update(html);
  return hash.digest('hex').slice(0, 16);
}

export interface WriteOptions extends SearchPluginOptions {
  baseUrl?: string;
  /** Where the last index is kept, so a rebuild whose pages did not change writes it again unmade. */
  cacheDir?: string;
}

/** Builds the index for `outDir` and writes it to `<outDir>/<indexDir>/`. */
export async function writeSearchIndex(
  outDir: string,
  { baseUrl = '/', indexDir = INDEX_DIR, ignorePaths = [], shardTargetBytes, cacheDir }: WriteOptions = {},
): Promise<BuildStats & { fromCache: boolean }> {
  const target = path.join(outDir, indexDir);
  const htmlPages = readHtmlPages(outDir, { ignorePaths, skipDir: target });
  const make = () => {
    const built = buildSearchIndex(extractPages(htmlPages, baseUrl), { shardTargetBytes });
    return { files: [...built.files], stats: built.stats };
  };
  const { value, fromCache } = cacheDir
    ? await cachedJson(cacheDir, searchIndexKey(htmlPages, { baseUrl, indexDir, shardTargetBytes }), make, {
        keepOnlyLatest: true,
      })
    : { value: make(), fromCache: false };
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
