/**
 * Search index plugin: after the build, reads every HTML page in the output directory and writes
 * the static, sharded search index to `<outDir>/search-index/` (see src/lib/search/format.ts).
 * The search dialog (src/components/Search) fetches those files on demand.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildSearchIndex, type BuildStats } from '../../src/lib/search/buildIndex';
import { INDEX_DIR, type SearchPage } from '../../src/lib/search/format';
import { productOfPath } from '../../src/lib/search/rank';
import { extractPage } from './extract';
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

/** Reads and extracts every indexable page under `outDir`, sorted by path. */
export async function collectPages(
  outDir: string,
  { baseUrl = '/', ignorePaths = [], skipDir = '' }: CollectOptions = {},
): Promise<SearchPage[]> {
  const ignored = [...DEFAULT_IGNORED_PATHS, ...ignorePaths].map((source) => new RegExp(source));
  const base = baseUrl.replace(/\/?$/, '/');
  const pages: SearchPage[] = [];
  const files = listHtmlFiles(outDir, skipDir).sort();
  for (const file of files) {
    const urlPath = urlPathOfFile(outDir, file);
    if (ignored.some((pattern) => pattern.test(urlPath))) continue;
    const html = await fs.promises.readFile(file, 'utf8');
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

/** Builds the index for `outDir` and writes it to `<outDir>/<indexDir>/`. */
export async function writeSearchIndex(
  outDir: string,
  {
    baseUrl = '/',
    indexDir = INDEX_DIR,
    ignorePaths = [],
    shardTargetBytes,
  }: SearchPluginOptions & { baseUrl?: string } = {},
): Promise<BuildStats> {
  const target = path.join(outDir, indexDir);
  const pages = await collectPages(outDir, { baseUrl, ignorePaths, skipDir: target });
  const built = buildSearchIndex(pages, { shardTargetBytes });
  await fs.promises.rm(target, { recursive: true, force: true });
  for (const [name, content] of built.files) {
    const file = path.join(target, name);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, content);
  }
  return built.stats;
}

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions = {}): Plugin<void> {
  return {
    name: SEARCH_PLUGIN,
    async postBuild({ outDir }) {
      const started = Date.now();
      const stats = await writeSearchIndex(outDir, { ...options, baseUrl: context.siteConfig.baseUrl });
      logInfo(
        SEARCH_PLUGIN,
        `Indexed ${stats.pages} pages (${stats.terms} terms, ${stats.shards} shards, ` +
          `${(stats.bytes / 1024).toFixed(0)} KB) in ${Date.now() - started} ms.`,
      );
    },
  };
}
