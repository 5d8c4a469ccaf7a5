#!/usr/bin/env node
// Search performance against a served production build, measured in Chromium:
//  - index bytes on disk (raw and gzip level 6, by kind);
//  - bytes fetched from opening the dialog to the first result list (gzip level 6, JS included);
//  - query latency in the page (typing a query -> its result list rendered), median and p95 over
//    a fixed list of 50 queries, after a first query.
// Usage: node scripts/bench-search.mjs [--synthetic=500]
//   --synthetic=N swaps the build's index for one over a synthetic N-page corpus (real docs text
//   plus generated component, API and guide pages) in a temporary copy of build/.
// `benchSearch()` is exported for scripts/bench.mjs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { serveStatic } from './lib/static-server.mjs';
import { cpuPerQuery } from './lib/search-trace.mjs';
import { INDEX_DIR, measureIndexOnDisk } from './lib/search-index-size.mjs';
import { CHROMIUM_LAUNCH_OPTIONS, gzipSize } from './lib/page-assets.mjs';

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('./lib/search-index-size.mjs').IndexSize} IndexSize */
/** @typedef {{ results: number, complete: number }} QueryTiming ms until the result list rendered, until it was complete */
/** @typedef {QueryTiming & { query: string, cpu: number }} QuerySample */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The page the dialog is opened from, and the query whose first result list is weighed. */
export const BENCH_PAGE = '/joy-ui/getting-started/usage/';
export const FIRST_QUERY = 'theme';

/** 50 fixed queries: component names, props, identifiers, topics, partial words and typos. */
export const BENCH_QUERIES = [
  'slider',
  'button',
  'installation',
  'theme',
  'variant',
  'color',
  'dark mode',
  'typography',
  'autocomplete',
  'text field',
  'modal',
  'dialog',
  'data grid',
  'pagination',
  'sorting',
  'filtering',
  'columns',
  'sx prop',
  'box',
  'stack',
  'grid',
  'breakpoints',
  'palette',
  'createTheme',
  'extendTheme',
  'CssVarsProvider',
  'useColorScheme',
  'styled',
  'emotion',
  'styled-components',
  'roboto font',
  'icons',
  'peer dependencies',
  'codemod',
  'migration v7',
  'DashboardLayout',
  'AppProvider',
  'unstyled',
  'useButton',
  'slots',
  'accessibility',
  'keyboard',
  'navigation flags',
  'front matter',
  'translations',
  'templates',
  'sign in',
  'instal',
  'slidr',
  'tooltip',
];

/** The `p`th percentile of ascending numbers. @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** @param {Page} page @param {string} baseUrl */
async function openSearch(page, baseUrl) {
  await page.goto(new URL(BENCH_PAGE, baseUrl).href, { waitUntil: 'networkidle' });
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Types `query` into the open dialog; resolves with the ms until its result list rendered
 * (`results`) and until every excerpt in it loaded (`complete`).
 * @param {Page} page @param {string} query
 * @param {number | null} [markId] marks the query's CPU window in a trace (`search-start:<markId>`, `search-end:<markId>`)
 * @returns {Promise<QueryTiming>}
 */
function typeAndTime(page, query, markId = null) {
  return page.evaluate(
    ([text, mark]) =>
      new Promise((resolve, reject) => {
        const input = document.querySelector('[data-search-dialog] [role="combobox"]');
        if (!input) return reject(new Error('search dialog is not open'));
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        if (!setValue) return reject(new Error('HTMLInputElement has no value setter'));
        const expected = text.replace(/\s+/g, ' ').trim();
        const list = () => document.querySelector(`[data-search-dialog] [data-query="${CSS.escape(expected)}"]`);
        if (mark !== null) performance.mark(`search-start:${mark}`);
        const started = performance.now();
        /** @type {number | null} */
        let results = null;
        const observer = new MutationObserver(() => {
          const element = list();
          if (!element) return;
          const now = performance.now() - started;
          results ??= now;
          if (element.getAttribute('data-complete') !== 'false') {
            observer.disconnect();
            clearTimeout(timer);
            // Include the frame that shows the results in the CPU window.
            requestAnimationFrame(() =>
              setTimeout(() => {
                if (mark !== null) performance.mark(`search-end:${mark}`);
                // `results` was set when this list first rendered, at the latest just above.
                resolve({ results: /** @type {number} */ (results), complete: now });
              }, 0),
            );
          }
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no result list for "${text}" within 10 s`));
        }, 10_000);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    /** @type {[string, number | null]} */ ([query, markId]),
  );
}

/**
 * Bytes (gzip level 6) of every same-origin response from opening the dialog to the first results.
 * @param {Browser} browser @param {string} baseUrl
 */
async function measureFirstQuery(browser, baseUrl) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await openSearch(page, baseUrl);
    /** @type {Array<{ path: string, gzip: number }>} */
    const responses = [];
    /** @type {Promise<unknown>[]} */
    const pending = [];
    /** @param {import('playwright-core').Response} response */
    const onResponse = (response) => {
      if (!response.url().startsWith(baseUrl)) return;
      pending.push(
        response.body().then(
          (body) => responses.push({ path: new URL(response.url()).pathname, gzip: gzipSize(body) }),
          () => undefined,
        ),
      );
    };
    page.on('response', onResponse);
    await page.locator('[data-search-trigger="navbar"]').click();
    await page.locator('[data-search-dialog] [role="combobox"]').waitFor();
    const { complete: ms } = await typeAndTime(page, FIRST_QUERY);
    // The first result list is complete: what loads from here on (the background prefetch of the
    // remaining shards) is not part of the first query.
    page.off('response', onResponse);
    await Promise.all(pending);
    const bytes = responses.reduce((sum, response) => sum + response.gzip, 0);
    /** @type {Record<string, number>} */
    const byKind = {};
    for (const response of responses) {
      const kind = response.path.startsWith(`/${INDEX_DIR}/`)
        ? response.path
            .slice(INDEX_DIR.length + 2)
            .split('/')[0]
            .replace(/\..*$/, '')
        : path.extname(response.path).slice(1) || 'other';
      byKind[kind] = (byKind[kind] ?? 0) + response.gzip;
    }
    return { query: FIRST_QUERY, bytes, requests: responses.length, byKind, ms };
  } finally {
    await page.close();
  }
}

/**
 * In-page latency of each query, after a warm-up first query.
 * @param {Browser} browser @param {string} baseUrl @param {string[]} queries
 */
async function measureLatency(browser, baseUrl, queries) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await openSearch(page, baseUrl);
    await page.keyboard.press('Control+k');
    await page.locator('[data-search-dialog] [role="combobox"]').waitFor();
    await typeAndTime(page, FIRST_QUERY);
    // Let the background prefetch of the remaining shards finish, as it does while a reader looks
    // at the first results.
    const shardCount = await page.evaluate(
      async (dir) => (await (await fetch(`/${dir}/index.json`)).json()).shards.length,
      INDEX_DIR,
    );
    await page
      .waitForFunction(
        ([count, dir]) =>
          new Set(
            performance
              .getEntriesByType('resource')
              .map((entry) => entry.name)
              .filter((name) => name.includes(`/${dir}/shards/`)),
          ).size >= count,
        [shardCount, INDEX_DIR],
        { timeout: 15_000 },
      )
      .catch(() => undefined);
    await page.waitForTimeout(500);
    // Traced, for the main-thread CPU time of each query.
    const tracingBrowser = page.context().browser();
    if (!tracingBrowser) throw new Error('Cannot trace the search page: its context has no browser');
    await tracingBrowser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    });
    /** @type {QuerySample[]} */
    const samples = [];
    // `cpu` is filled in from the trace below.
    for (const [index, query] of queries.entries()) {
      samples.push({ query, ...(await typeAndTime(page, query, index)), cpu: Number.NaN });
    }
    const cpu = cpuPerQuery(await tracingBrowser.stopTracing(), queries.length);
    samples.forEach((sample, index) => {
      sample.cpu = cpu[index] ?? Number.NaN;
    });
    /** @param {'results' | 'complete' | 'cpu'} key */
    const stats = (key) => {
      const sorted = samples.map((sample) => sample[key]).sort((a, b) => a - b);
      return { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
    };
    return { count: samples.length, ...stats('results'), complete: stats('complete'), cpu: stats('cpu'), samples };
  } finally {
    await page.close();
  }
}

/**
 * Writes a synthetic N-page index into a temporary copy of `buildDir`; returns the copy.
 * @param {string} buildDir @param {number} pages
 */
export function syntheticBuild(buildDir, pages) {
  const require = createRequire(import.meta.url);
  const jiti = require('jiti')(fileURLToPath(import.meta.url), { interopDefault: true });
  const { buildSearchIndex } = jiti(path.join(root, 'src/lib/search/buildIndex.ts'));
  const { readDocsCorpus, syntheticCorpus } = jiti(path.join(root, 'src/lib/search/fixtures/corpus.ts'));
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  fs.cpSync(buildDir, copy, { recursive: true });
  fs.rmSync(path.join(copy, INDEX_DIR), { recursive: true, force: true });
  const built = buildSearchIndex(syntheticCorpus({ pages, sourcePages: readDocsCorpus(root) }));
  for (const [name, content] of built.files) {
    const file = path.join(copy, INDEX_DIR, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return copy;
}

/**
 * Runs the search bench. Pass `baseUrl` to measure an already served build (else `buildDir` is
 * served here) and `browser` to reuse a Chromium instance.
 * @param {{ buildDir?: string, baseUrl?: string, browser?: Browser, queries?: string[] }} [options]
 */
export async function benchSearch({
  buildDir = path.join(root, 'build'),
  baseUrl,
  browser,
  queries = BENCH_QUERIES,
} = {}) {
  const index = measureIndexOnDisk(buildDir);
  const server = baseUrl ? null : await serveStatic(buildDir);
  const url = baseUrl ?? server?.url;
  if (url === undefined) throw new Error('benchSearch: no base URL, and no build served');
  const ownBrowser = browser ? null : await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const chromiumBrowser = browser ?? ownBrowser;
  if (!chromiumBrowser) throw new Error('benchSearch: no browser given, and none launched');
  try {
    const firstQuery = await measureFirstQuery(chromiumBrowser, url);
    const latency = await measureLatency(chromiumBrowser, url, queries);
    return { index, firstQuery, latency };
  } finally {
    await ownBrowser?.close();
    await server?.close();
  }
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @typedef {Awaited<ReturnType<typeof benchSearch>>} SearchBench */

/** Prints a benchSearch() result. @param {SearchBench} result @param {string} [label] */
export function printSearchBench(result, label = 'build') {
  const { index, firstQuery, latency } = result;
  console.log(`\nSearch index (${label}): ${index.pages} pages, ${index.shards} shards, ${index.total.files} files`);
  console.table(
    Object.fromEntries(
      [...Object.entries(index.kinds), /** @type {[string, IndexSize]} */ (['total', index.total])].map(
        ([kind, size]) => [kind, { files: size.files, raw: kb(size.raw), gzip: kb(size.gzip) }],
      ),
    ),
  );
  console.log(
    `First query "${firstQuery.query}" from opening the dialog: ${kb(firstQuery.bytes)} gzip in ${firstQuery.requests} requests ` +
      `(${Object.entries(firstQuery.byKind)
        .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
        .join(', ')}); results after ${firstQuery.ms.toFixed(0)} ms`,
  );
  console.log(
    `Query latency over ${latency.count} queries (typing -> results rendered): median ${latency.median.toFixed(1)} ms, ` +
      `p95 ${latency.p95.toFixed(1)} ms, max ${latency.max.toFixed(1)} ms`,
  );
  console.log(
    `  ... until every excerpt is in: median ${latency.complete.median.toFixed(1)} ms, ` +
      `p95 ${latency.complete.p95.toFixed(1)} ms, max ${latency.complete.max.toFixed(1)} ms`,
  );
  console.log(
    `  ... main-thread CPU per query (traced): median ${latency.cpu.median.toFixed(1)} ms, p95 ${latency.cpu.p95.toFixed(1)} ms ` +
      `(load average while measuring: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = path.join(root, 'build');
  if (!fs.existsSync(buildDir)) throw new Error('No build/ folder: run `npm run build` first.');
  const syntheticArg = process.argv.find((arg) => arg.startsWith('--synthetic'));
  /** @type {Record<string, SearchBench>} */
  const results = {};
  results.build = await benchSearch({ buildDir });
  printSearchBench(results.build);
  if (syntheticArg) {
    const pages = Number(syntheticArg.split('=')[1] ?? 500) || 500;
    const copy = syntheticBuild(buildDir, pages);
    try {
      results.synthetic = await benchSearch({ buildDir: copy });
      printSearchBench(results.synthetic, `synthetic ${pages}-page corpus`);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results', 'search.json'), `${JSON.stringify(results, null, 2)}\n`);
}
