#!/usr/bin/env node
// Prints the site's performance figures next to a plain Docusaurus baseline with the same pages in
// Markdown (and, for the cold build, a second one whose pages render the same demos: what stock
// Docusaurus pays for the demos alone): cold build time and, per page type, the JS/CSS/HTML bytes
// a page loads before interaction (raw and gzip), measured in Chromium against builds served with gzip on 127.0.0.1;
// then Lighthouse scores and metrics of both sites (scripts/bench-lighthouse.mjs), search latency
// (scripts/bench-search.mjs) and the Material icons filter latency (scripts/bench-material-icons.mjs).
// `--no-build` measures the existing build/ (the baseline is always rebuilt, in BASELINE_DIR when
// set). `--lighthouse-runs=N` (or LIGHTHOUSE_RUNS) changes the runs per series from 3;
// `--no-lighthouse` skips Lighthouse.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { baselineDir, buildBaselineSite } from './lib/baseline-site.mjs';
import { coldBuildReport, demosBaselineReport, pageCountLine, renderedPageCount } from './lib/build-comparison.mjs';
import { measureCommand } from './lib/process-memory.mjs';
import { lighthouseOptions } from './lib/lighthouse-options.mjs';
import { BUDGETS, budgetReport, REFERENCE_COMPONENT_PAGE } from './lib/budgets.mjs';
import { CHROMIUM_LAUNCH_OPTIONS, componentPagePaths, measurePage, PAGE_TYPES } from './lib/page-assets.mjs';
import { serveStatic } from './lib/static-server.mjs';
import { benchSearch, printSearchBench } from './bench-search.mjs';
import { benchMaterialIcons, printMaterialIconsBench } from './bench-material-icons.mjs';
import { benchLighthouse, printLighthouseBench } from './bench-lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
const skipBuild = process.argv.includes('--no-build');
const lighthouseRuns = lighthouseOptions(process.argv, process.env);
const resultsDir = path.join(root, 'bench-results');

/** @typedef {Awaited<ReturnType<typeof measurePage>>} PageMeasure */

/**
 * Runs a command in the site folder; fails when it fails.
 * @param {string} command @param {string[]} args
 */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
}

/** @param {number | undefined} bytes */
const kb = (bytes) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
/** @param {number | undefined} ours @param {number | undefined} theirs */
const ratio = (ours, theirs) => (ours === undefined || !theirs ? '–' : `${(ours / theirs).toFixed(2)}×`);

/**
 * Sizes what each of `pagePaths` loads before interaction, each in a fresh page.
 * @param {string} dir @param {string[]} pagePaths
 */
async function measurePaths(dir, pagePaths) {
  const server = await serveStatic(dir);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  /** @type {Record<string, PageMeasure>} */
  const rows = {};
  try {
    for (const pagePath of pagePaths) {
      if (!fs.existsSync(path.join(dir, pagePath, 'index.html'))) continue;
      const page = await browser.newPage();
      rows[pagePath] = await measurePage(page, dir, server.url, pagePath);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}

/** @param {string} dir @returns {Promise<Record<string, PageMeasure>>} page type -> sizes */
async function measureSite(dir) {
  const byPath = await measurePaths(
    dir,
    PAGE_TYPES.map(({ path: pagePath }) => pagePath),
  );
  return Object.fromEntries(
    PAGE_TYPES.filter(({ path: pagePath }) => byPath[pagePath]).map(({ type, path: pagePath }) => [
      type,
      byPath[pagePath],
    ]),
  );
}

/** @type {{ seconds: number, cpuSeconds: number, peakBytes: number } | null} */
let build = null;
/**
 * The same build again, from the persistent cache the cold build left.
 * @type {{ seconds: number, cpuSeconds: number, peakBytes: number } | null}
 */
let warmBuild = null;
if (!skipBuild) {
  run('npx', ['docusaurus', 'clear']);
  build = await measureCommand('npm', ['run', 'build'], { cwd: root });
  warmBuild = await measureCommand('npm', ['run', 'build'], { cwd: root });
}
if (!fs.existsSync(buildDir)) throw new Error('No build/ folder: run without --no-build first.');
const baseline = await buildBaselineSite(root);
const demosBaseline = await buildBaselineSite(root, `${baselineDir(process.env)}-demos`, { demos: true });

const ours = await measureSite(buildDir);
const plain = await measureSite(baseline.buildDir);

console.log('\nBytes each page type loads before interaction (gzip level 6): this site vs plain Docusaurus');
console.table(
  Object.fromEntries(
    PAGE_TYPES.map(({ type, path: pagePath }) => [
      type,
      {
        path: pagePath,
        'JS files': ours[type]?.js.count,
        'JS gzip': kb(ours[type]?.js.gzip),
        'plain JS gzip': kb(plain[type]?.js.gzip),
        'JS ratio': ratio(ours[type]?.js.gzip, plain[type]?.js.gzip),
        'CSS gzip': kb(ours[type]?.css.gzip),
        'plain CSS gzip': kb(plain[type]?.css.gzip),
        'HTML gzip': kb(ours[type]?.html.gzip),
        'JS raw': kb(ours[type]?.js.raw),
      },
    ]),
  ),
);
console.log('\nSize budgets (tests/e2e/budgets.spec.ts enforces them):');
for (const line of budgetReport(ours)) console.log(`  ${line}`);
if (ours.demos) {
  console.log(
    `Reference: the product this site replaces loads ~${kb(REFERENCE_COMPONENT_PAGE.jsGzip)} of compressed JS on a component page; ` +
      `ours loads ${kb(ours.demos.js.gzip)} (${ratio(ours.demos.js.gzip, REFERENCE_COMPONENT_PAGE.jsGzip)}).`,
  );
}
const componentPages = Object.entries(await measurePaths(buildDir, componentPagePaths(buildDir))).sort(
  ([, a], [, b]) => b.js.gzip - a.js.gzip,
);
if (componentPages.length > 0) {
  const [heaviestPath, heaviest] = componentPages[0];
  const [lightestPath, lightest] = componentPages[componentPages.length - 1];
  console.log(
    `Component pages (${componentPages.length}): heaviest ${heaviestPath} ${kb(heaviest.js.gzip)} JS in ${heaviest.js.count} files, ` +
      `lightest ${lightestPath} ${kb(lightest.js.gzip)} (budget ${kb(BUDGETS.demos.js)} each)`,
  );
}
const renderedPages = {
  ours: renderedPageCount(buildDir),
  plain: renderedPageCount(baseline.buildDir),
  withDemos: renderedPageCount(demosBaseline.buildDir),
};
console.log(`\n${pageCountLine(renderedPages)}`);
for (const line of coldBuildReport(build, baseline, warmBuild)) console.log(line);
for (const line of demosBaselineReport(build, baseline, demosBaseline)) console.log(line);

let lighthouse = null;
if (lighthouseRuns.enabled) {
  lighthouse = await benchLighthouse({
    sites: { ours: buildDir, plain: baseline.buildDir },
    runs: lighthouseRuns.runs,
    reportDir: path.join(resultsDir, 'lighthouse'),
  });
  printLighthouseBench(lighthouse);
  const demosLcp = lighthouse.sites?.ours?.demos?.desktop?.median?.metrics?.lcpMs;
  // null when Lighthouse could not measure the LCP: nothing to compare.
  if (typeof demosLcp === 'number') {
    console.log(
      `Reference: the replaced product's component page LCP is ~${REFERENCE_COMPONENT_PAGE.desktopLcpMs} ms on a fast desktop connection; ours (desktop preset) ${Math.round(demosLcp)} ms.`,
    );
  }
}

const search = await benchSearch({ buildDir });
printSearchBench(search);

const materialIcons = await benchMaterialIcons({ buildDir });
printMaterialIconsBench(materialIcons);

/** A baseline build's measures, without its build folder. @param {{ seconds: number, cpuSeconds: number, peakBytes: number }} build */
const buildMeasures = ({ seconds, cpuSeconds, peakBytes }) => ({ seconds, cpuSeconds, peakBytes });
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(
  path.join(resultsDir, 'bench.json'),
  `${JSON.stringify({ build, warmBuild, baselineBuild: buildMeasures(baseline), demosBaselineBuild: buildMeasures(demosBaseline), renderedPages, pages: ours, baseline: plain, search, materialIcons, lighthouse }, null, 2)}\n`,
);
