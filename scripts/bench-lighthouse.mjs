// Lighthouse figures for this site next to the plain Docusaurus baseline: every page type, the
// mobile (Lighthouse default) and desktop presets, N runs each in one headless Debian Chromium,
// both builds served with gzip on 127.0.0.1. The run with the median performance score stands for
// each series; its full report is kept in bench-results/lighthouse/ for the Lighthouse viewer.
// `benchLighthouse()` and `printLighthouseBench()` are used by scripts/bench.mjs.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { summariseRun, summariseSeries } from './lib/lighthouse.mjs';
import { CATEGORIES, PRESETS } from './lib/lighthouse-options.mjs';
import { comparisonRows, failingAuditLines, hostSensitiveLines, opportunityLines } from './lib/lighthouse-report.mjs';
import { evaluateTargets, targetRows } from './lib/lighthouse-targets.mjs';
import { CHROMIUM_LAUNCH_OPTIONS, PAGE_TYPES } from './lib/page-assets.mjs';
import { serveStatic } from './lib/static-server.mjs';

// chrome-launcher is Lighthouse's own dependency rather than ours, so it is looked up from there:
// the version Lighthouse was released with, wherever npm placed it.
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const { launch } = await import(pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href);
const lighthouseVersion = requireFromLighthouse('../package.json').version;

/** @type {Record<string, import('lighthouse').Config | undefined>} */
const PRESET_CONFIGS = { mobile: undefined, desktop: desktopConfig };

/** @param {Record<string, string>} sites build dir per site name */
function availablePages(sites) {
  return Object.fromEntries(
    Object.entries(sites).map(([name, dir]) => [
      name,
      new Set(
        PAGE_TYPES.filter(({ path: pagePath }) => fs.existsSync(path.join(dir, pagePath, 'index.html'))).map(
          ({ type }) => type,
        ),
      ),
    ]),
  );
}

/**
 * Runs Lighthouse `runs` times per site, page type and preset. The loops interleave sites and page
 * types inside each round, so a slow spell on a shared machine lands on both sites alike instead of
 * on one site's whole series.
 * @param {{ sites: Record<string, string>, runs: number, reportDir: string, log?: (line: string) => void }} options
 */
export async function benchLighthouse({ sites, runs, reportDir, log = console.log }) {
  const started = process.hrtime.bigint();
  const available = availablePages(sites);
  const servers = Object.fromEntries(
    await Promise.all(Object.entries(sites).map(async ([name, dir]) => [name, await serveStatic(dir)])),
  );
  const chrome = await launch({
    chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH_OPTIONS.args],
    logLevel: 'silent',
  });
  /** @type {Record<string, Record<string, Record<string, { summaries: import('./lib/lighthouse.mjs').RunSummary[], reports: string[] }>>>} */
  const collected = {};
  let count = 0;
  const total = runs * PRESETS.length * Object.values(available).reduce((sum, types) => sum + types.size, 0);
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const preset of PRESETS) {
        for (const { type, path: pagePath } of PAGE_TYPES) {
          for (const name of Object.keys(sites)) {
            if (!available[name].has(type)) continue;
            const runStarted = Date.now();
            const result = await lighthouse(
              new URL(pagePath, servers[name].url).href,
              { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
              PRESET_CONFIGS[preset],
            );
            if (!result) throw new Error(`Lighthouse returned nothing for ${name} ${pagePath} (${preset})`);
            // Lighthouse's own types are wider than the fields lighthouse.mjs describes and reads.
            const summary = summariseRun(
              /** @type {import('./lib/lighthouse.mjs').LhResult} */ (/** @type {unknown} */ (result.lhr)),
            );
            const series = (((collected[name] ??= {})[type] ??= {})[preset] ??= { summaries: [], reports: [] });
            series.summaries.push(summary);
            series.reports.push(/** @type {string} */ (result.report));
            count += 1;
            const outcome = summary.runtimeError ?? `perf ${summary.scores.performance}`;
            log(
              `[lighthouse ${count}/${total}] ${name} ${type} ${preset} run ${run + 1}: ${outcome} (${((Date.now() - runStarted) / 1000).toFixed(1)} s)`,
            );
          }
        }
      }
    }
  } finally {
    chrome.kill();
    await Promise.all(Object.values(servers).map((server) => server.close()));
  }

  fs.rmSync(reportDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir, { recursive: true });
  /** @type {Record<string, import('./lib/lighthouse.mjs').SiteResults>} */
  const results = {};
  for (const [name, byType] of Object.entries(collected)) {
    results[name] = {};
    for (const [type, byPreset] of Object.entries(byType)) {
      results[name][type] = {};
      for (const [preset, { summaries, reports }] of Object.entries(byPreset)) {
        const series = summariseSeries(summaries);
        results[name][type][preset] = series;
        fs.writeFileSync(path.join(reportDir, `${name}-${type}-${preset}.json`), reports[series.medianRun]);
      }
    }
  }
  const pageTypes = PAGE_TYPES.map(({ type }) => type);
  return {
    lighthouseVersion,
    runsPerSeries: runs,
    totalRuns: count,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    loadAverage: os.loadavg()[0],
    reportDir,
    sites: results,
    targets: evaluateTargets(results.ours ?? {}, results.plain ?? {}, pageTypes),
  };
}

/** @param {Awaited<ReturnType<typeof benchLighthouse>>} result */
export function printLighthouseBench(result) {
  const pageTypes = PAGE_TYPES.map(({ type }) => type);
  const ours = result.sites.ours ?? {};
  const plain = result.sites.plain ?? {};
  const runsText = result.runsPerSeries === 1 ? '1 run' : `median of ${result.runsPerSeries} runs by performance score`;
  console.log(
    `\nLighthouse ${result.lighthouseVersion} (${runsText}, simulated throttling): this site / plain Docusaurus (difference)`,
  );
  for (const preset of PRESETS) {
    const what =
      preset === 'mobile'
        ? 'mobile preset (Lighthouse default: slow 4G, 4× CPU slowdown)'
        : 'desktop preset (desktop-config: dense 4G, no CPU slowdown)';
    console.log(`\n${what}`);
    console.table(comparisonRows(ours, plain, pageTypes, preset));
  }

  console.log('\nSpec targets for this site (printed, not asserted)');
  console.table(targetRows(result.targets, pageTypes));

  // Performance and CLS misses get Lighthouse's own account of the page; the mobile text page always
  // does, as the page the spec's absolute mobile target is about.
  const speedTargets = new Set([
    'mobile-performance-vs-plain',
    'mobile-performance-text',
    'desktop-performance',
    'cls',
  ]);
  for (const pageType of pageTypes) {
    for (const preset of PRESETS) {
      const run = ours[pageType]?.[preset]?.median;
      if (!run) continue;
      const speedMiss = result.targets.some(
        (verdict) =>
          verdict.pass === false &&
          verdict.pageType === pageType &&
          verdict.preset === preset &&
          speedTargets.has(verdict.target),
      );
      if (!speedMiss && !(pageType === 'text' && preset === 'mobile')) continue;
      console.log(`\nWhat Lighthouse lists for this site, ${pageType} page, ${preset}:`);
      for (const line of opportunityLines(run)) console.log(`  ${line}`);
    }
  }

  /** @type {Array<[string, import('./lib/lighthouse.mjs').SiteResults]>} */
  const sites = [
    ['this site', ours],
    ['plain Docusaurus', plain],
  ];
  for (const [name, site] of sites) {
    const lines = failingAuditLines(site, pageTypes);
    console.log(
      `\nFailing accessibility / best-practices / SEO audits, ${name} (median runs)${lines.length ? ':' : ': none'}`,
    );
    for (const line of lines) console.log(`  ${line}`);
  }

  console.log(
    '\nSEO audits that could depend on serving from 127.0.0.1 instead of the production origin (both sites, median runs):',
  );
  for (const line of hostSensitiveLines(result.sites, pageTypes)) console.log(`  ${line}`);

  const warnings = new Set(
    Object.values(result.sites).flatMap((site) =>
      Object.values(site).flatMap((byPreset) =>
        Object.values(byPreset ?? {}).flatMap((series) => series?.median.warnings ?? []),
      ),
    ),
  );
  for (const warning of warnings) console.log(`Lighthouse warning: ${warning}`);
  const indexes = Object.values(result.sites)
    .flatMap((site) =>
      Object.values(site).flatMap((byPreset) =>
        Object.values(byPreset ?? {}).flatMap((series) => series?.runs.map((run) => run.benchmarkIndex) ?? []),
      ),
    )
    .filter((value) => typeof value === 'number')
    .sort((a, b) => a - b);
  const spread = indexes.length ? `; Lighthouse CPU benchmark index ${indexes[0]}–${indexes[indexes.length - 1]}` : '';
  console.log(
    `Lighthouse part: ${result.totalRuns} runs in ${(result.seconds / 60).toFixed(1)} min (${(result.seconds / Math.max(result.totalRuns, 1)).toFixed(1)} s per run)` +
      `${spread}; load average ${result.loadAverage.toFixed(1)} on ${os.cpus().length} cores`,
  );
  console.log(
    `Median-run reports: ${path.relative(process.cwd(), result.reportDir) || '.'}/*.json (open them in the Lighthouse viewer)`,
  );
}
