/**
 * From the built HTML to the search index: which pages the index holds, their searchable content,
 * and the index files. Plain functions of the output folder, run by the plugin in a worker thread
 * (makeInWorker.cjs) so the rest of postBuild goes on beside them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSearchIndex, type BuildStats } from '../../src/lib/search/buildIndex';
import type { SearchPage } from '../../src/lib/search/format';
import { productOfPath } from '../../src/lib/search/rank';
import { extractPage } from './extract';

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

/** The HTML of every page under `outDir` the index may hold, sorted by file. */
function readHtmlPages(outDir: string, options: CollectOptions): HtmlPage[] {
  return htmlFilesOf(outDir, options).map(({ file, urlPath }) => ({ urlPath, html: fs.readFileSync(file, 'utf8') }));
}

/** The HTML files under `outDir` the index may hold, with their URL paths, sorted by file. */
export function htmlFilesOf(
  outDir: string,
  { ignorePaths = [], skipDir = '' }: CollectOptions,
): { file: string; urlPath: string }[] {
  const ignored = [...DEFAULT_IGNORED_PATHS, ...ignorePaths].map((source) => new RegExp(source));
  return listHtmlFiles(outDir, skipDir)
    .sort()
    .map((file) => ({ file, urlPath: urlPathOfFile(outDir, file) }))
    .filter(({ urlPath }) => !ignored.some((pattern) => pattern.test(urlPath)));
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

export interface MakeOptions extends CollectOptions {
  shardTargetBytes?: number;
}

/** The index files, as [path under the index folder, content], and their figures. */
export interface MadeIndex {
  files: [string, string][];
  stats: BuildStats;
}

/** Makes the search index of the pages under `outDir`. */
export function makeSearchIndex(outDir: string, { shardTargetBytes, ...options }: MakeOptions): MadeIndex {
  const built = buildSearchIndex(collectPages(outDir, options), { shardTargetBytes });
  return { files: [...built.files], stats: built.stats };
}
