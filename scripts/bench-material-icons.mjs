#!/usr/bin/env node
// The Material icons page against a served production build, measured in Chromium:
//  - filter latency: typing into the search field one keystroke at a time (and clearing it), from
//    the keystroke to the grid rendered for that query and painted, median and p95;
//  - the shape chunks on disk (plugins/material-icons), and what the page fetches of them before
//    interaction.
// Usage: node scripts/bench-material-icons.mjs (after a build). `benchMaterialIcons()` is exported
// for scripts/bench.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './lib/page-assets.mjs';
import { serveStatic } from './lib/static-server.mjs';
import {
  DATA_DIR,
  gzipSize,
  ICONS_PAGE,
  keystrokes,
  measureChunksOnDisk,
  percentile,
} from './lib/material-icons-bench.mjs';

/** @typedef {import('playwright-core').Browser} Browser */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Sets the field to `text` as typing would, and resolves with the ms until the grid for it was painted.
 * @param {import('playwright-core').Page} page @param {string} text
 * @returns {Promise<number>}
 */
function typeAndTime(page, text) {
  return page.evaluate(
    (value) =>
      new Promise((resolve, reject) => {
        const input = document.querySelector('[data-icon-search] input[type="search"]');
        const grid = document.querySelector('[data-icon-grid]');
        if (!input || !grid) return reject(new Error('the icon search is not on the page'));
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        if (!setValue) return reject(new Error('HTMLInputElement has no value setter'));
        const started = performance.now();
        const done = () => {
          observer.disconnect();
          clearTimeout(timer);
          // Include the frame that shows the result.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
        };
        const observer = new MutationObserver(() => {
          if (grid.getAttribute('data-query') === value) done();
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`the grid never showed "${value}"`));
        }, 10_000);
        observer.observe(grid, { attributes: true, attributeFilter: ['data-query'] });
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        if (grid.getAttribute('data-query') === value) done();
      }),
    text,
  );
}

/**
 * Runs the icon page bench. Pass `baseUrl` to measure an already served build (else `buildDir` is
 * served here) and `browser` to reuse a Chromium instance.
 * @param {{ buildDir?: string, baseUrl?: string, browser?: Browser }} [options]
 */
export async function benchMaterialIcons({ buildDir = path.join(root, 'build'), baseUrl, browser } = {}) {
  const chunks = measureChunksOnDisk(buildDir);
  const server = baseUrl ? null : await serveStatic(buildDir);
  const url = baseUrl ?? server?.url;
  if (url === undefined) throw new Error('benchMaterialIcons: no base URL, and no build served');
  const ownBrowser = browser ? null : await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const chromiumBrowser = browser ?? ownBrowser;
  if (!chromiumBrowser) throw new Error('benchMaterialIcons: no browser given, and none launched');
  const page = await chromiumBrowser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    /** @type {Promise<number>[]} */
    const fetched = [];
    page.on('response', (response) => {
      if (response.url().includes(`/${DATA_DIR}/`)) {
        fetched.push(
          response.body().then(
            (body) => gzipSize(body),
            () => 0,
          ),
        );
      }
    });
    await page.goto(new URL(ICONS_PAGE, url).href, { waitUntil: 'networkidle' });
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    const firstView = { requests: fetched.length, gzip: (await Promise.all(fetched)).reduce((a, b) => a + b, 0) };
    await page.locator('[data-icon-search] input[type="search"]').focus();
    // One warm-up query, as a reader's first keystroke also pays for nothing else.
    await typeAndTime(page, 'x');
    await typeAndTime(page, '');
    const samples = [];
    for (const text of keystrokes()) samples.push({ query: text, ms: await typeAndTime(page, text) });
    const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    return {
      chunks,
      firstView,
      latency: {
        count: samples.length,
        median: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        max: sorted[sorted.length - 1],
        samples,
      },
    };
  } finally {
    await page.close();
    await ownBrowser?.close();
    await server?.close();
  }
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @typedef {Awaited<ReturnType<typeof benchMaterialIcons>>} MaterialIconsBench */

/** Prints a benchMaterialIcons() result. @param {MaterialIconsBench} result */
export function printMaterialIconsBench({ chunks, firstView, latency }) {
  console.log(
    `\nMaterial icons data: ${chunks.files} chunks, ${kb(chunks.raw)} raw, ${kb(chunks.gzip)} gzip ` +
      `(median chunk ${kb(chunks.medianGzip)}, largest ${kb(chunks.maxGzip)}); the first view fetches ` +
      `${firstView.requests} of them, ${kb(firstView.gzip)} gzip`,
  );
  console.log(
    `Material icons filter: median ${latency.median.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms over ` +
      `${latency.count} keystrokes (max ${latency.max.toFixed(1)} ms)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.join(root, 'build');
  if (!fs.existsSync(buildDir)) throw new Error(`No ${buildDir}: run \`npm run build\` first.`);
  const result = await benchMaterialIcons({ buildDir });
  printMaterialIconsBench(result);
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results', 'material-icons.json'), `${JSON.stringify(result, null, 2)}\n`);
}
