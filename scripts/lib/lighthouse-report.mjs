// The Lighthouse bench's printed tables and lines: this site next to plain Docusaurus, the
// failing audits, the host-sensitive SEO audits and what slows a page down.
import { PRESETS } from './lighthouse-options.mjs';
import { HOST_SENSITIVE_SEO_AUDITS, JUDGED_CATEGORIES } from './lighthouse.mjs';

/**
 * @typedef {import('./lighthouse.mjs').FailingAudit} FailingAudit
 * @typedef {import('./lighthouse.mjs').RunSummary} RunSummary
 * @typedef {import('./lighthouse.mjs').SiteResults} SiteResults
 */

/** @param {number | null | undefined} value */
const show = (value) => (value === null || value === undefined ? '–' : `${value}`);

/**
 * "ours / plain (+Δ)", for scores and CLS where a difference reads better than a ratio.
 * @param {number | null | undefined} mine @param {number | null | undefined} theirs @param {number} [digits]
 */
function withDelta(mine, theirs, digits = 0) {
  /** @param {number | null | undefined} value */
  const fmt = (value) => (value === null || value === undefined ? '–' : value.toFixed(digits));
  if (theirs === null || theirs === undefined || mine === null || mine === undefined)
    return `${fmt(mine)} / ${fmt(theirs)}`;
  const delta = mine - theirs;
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  return `${fmt(mine)} / ${fmt(theirs)} (${sign}${Math.abs(delta).toFixed(digits)})`;
}

/**
 * "ours / plain (1.25×)" for times; a plain time of 0 ms has no ratio, so the difference is shown.
 * @param {number | null | undefined} mine @param {number | null | undefined} theirs
 */
function withRatio(mine, theirs) {
  if (theirs === null || theirs === undefined || mine === null || mine === undefined)
    return `${show(mine)} / ${show(theirs)}`;
  if (theirs === 0) return `${mine} / 0 (+${mine})`;
  return `${mine} / ${theirs} (${(mine / theirs).toFixed(2)}×)`;
}

/**
 * console.table rows for one preset: every cell is "this site / plain Docusaurus (difference)".
 * @param {SiteResults} ours @param {SiteResults} plain @param {string[]} pageTypes @param {string} preset
 */
export function comparisonRows(ours, plain, pageTypes, preset) {
  /** @type {Record<string, Record<string, string>>} */
  const rows = {};
  for (const pageType of pageTypes) {
    const mine = ours[pageType]?.[preset]?.median;
    if (!mine) continue;
    const theirs = plain[pageType]?.[preset]?.median;
    rows[pageType] = {
      perf: withDelta(mine.scores.performance, theirs?.scores.performance),
      'LCP ms': withRatio(mine.metrics.lcpMs, theirs?.metrics.lcpMs),
      CLS: withDelta(mine.metrics.cls, theirs?.metrics.cls, 3),
      'TBT ms': withRatio(mine.metrics.tbtMs, theirs?.metrics.tbtMs),
      'FCP ms': withRatio(mine.metrics.fcpMs, theirs?.metrics.fcpMs),
      a11y: withDelta(mine.scores.accessibility, theirs?.scores.accessibility),
      SEO: withDelta(mine.scores.seo, theirs?.scores.seo),
      'best pr.': withDelta(mine.scores.bestPractices, theirs?.scores.bestPractices),
    };
  }
  return rows;
}

/**
 * Every failing audit of a site, grouped so one line names the audit, where it fails and why.
 * @param {SiteResults} site @param {string[]} pageTypes
 */
export function failingAuditLines(site, pageTypes) {
  /** @type {Map<string, { category: string, audit: FailingAudit, where: string[] }>} */
  const byAudit = new Map();
  for (const category of JUDGED_CATEGORIES) {
    for (const pageType of pageTypes) {
      for (const preset of PRESETS) {
        for (const audit of site[pageType]?.[preset]?.median.failing[category] ?? []) {
          const key = `${category}/${audit.id}`;
          const entry = byAudit.get(key) ?? { category, audit, where: [] };
          entry.where.push(`${pageType} ${preset}`);
          byAudit.set(key, entry);
        }
      }
    }
  }
  const lines = [];
  for (const { category, audit, where } of byAudit.values()) {
    const weight = audit.weight === 0 ? ', weight 0: does not move the score' : '';
    lines.push(`${category} · ${audit.id} (${audit.title}${weight}) on ${where.join(', ')}`);
    if (audit.environment) lines.push(`    environment: ${audit.environment}`);
    if (audit.explanation) lines.push(`    ${audit.explanation}`);
    for (const item of audit.items) lines.push(`    - ${item}`);
    if (audit.itemCount > audit.items.length) lines.push(`    … ${audit.itemCount - audit.items.length} more`);
  }
  return lines;
}

/**
 * Lines on the audits that could fail only because the site is served from 127.0.0.1, from every
 * median run of both sites.
 * @param {Record<string, SiteResults>} sites @param {string[]} pageTypes
 */
export function hostSensitiveLines(sites, pageTypes) {
  const lines = [];
  for (const [id, checks] of Object.entries(HOST_SENSITIVE_SEO_AUDITS)) {
    /** @type {Record<'pass' | 'fail' | 'n/a', string[]>} */
    const outcome = { pass: [], fail: [], 'n/a': [] };
    for (const [name, site] of Object.entries(sites)) {
      for (const pageType of pageTypes) {
        for (const preset of PRESETS) {
          const verdict = site[pageType]?.[preset]?.median.hostSensitive[id];
          if (verdict) outcome[verdict].push(`${name} ${pageType} ${preset}`);
        }
      }
    }
    const total = outcome.pass.length + outcome.fail.length + outcome['n/a'].length;
    if (total === 0) continue;
    const parts = [];
    if (outcome.pass.length) parts.push(`passed ${outcome.pass.length}`);
    if (outcome['n/a'].length) parts.push(`not applicable ${outcome['n/a'].length}`);
    if (outcome.fail.length) parts.push(`FAILED ${outcome.fail.length} (${outcome.fail.join(', ')})`);
    lines.push(`${id} (${total} median runs): ${parts.join(', ')}`, `    checks: ${checks}`);
  }
  return lines;
}

/**
 * What Lighthouse says slows a page down: metrics, the LCP element and the biggest opportunities.
 * @param {RunSummary} run @param {number} [limit]
 */
export function opportunityLines(run, limit = 6) {
  const { lcpMs, cls, tbtMs, fcpMs } = run.metrics;
  const lines = [
    `perf ${show(run.scores.performance)}: FCP ${show(fcpMs)} ms, LCP ${show(lcpMs)} ms, TBT ${show(tbtMs)} ms, CLS ${show(cls)}`,
  ];
  if (run.lcpElement) {
    const phases = Object.entries(run.lcpElement.phases)
      .map(([phase, ms]) => `${phase} ${ms} ms`)
      .join(', ');
    const element = [run.lcpElement.selector, run.lcpElement.text && `"${run.lcpElement.text}"`]
      .filter(Boolean)
      .join(' ');
    lines.push(`  LCP element: ${element}${phases ? ` (${phases})` : ''}`);
  }
  for (const found of run.opportunities.slice(0, limit)) {
    const size = [
      found.displayValue,
      found.savingsMs ? `~${found.savingsMs} ms` : '',
      found.savingsBytes ? `${(found.savingsBytes / 1024).toFixed(0)} KiB` : '',
    ]
      .filter(Boolean)
      .join(', ');
    lines.push(`  ${found.id}: ${found.title}${size ? ` [${size}]` : ''}`);
    for (const item of found.items) lines.push(`      ${item}`);
  }
  return lines;
}
