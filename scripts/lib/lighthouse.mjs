// The core of the Lighthouse bench: what we keep of a Lighthouse result and which run stands for a
// series. The run options are in lighthouse-options.mjs, the spec's targets in
// lighthouse-targets.mjs, the printed tables and lines in lighthouse-report.mjs; driving Chromium
// lives in scripts/bench-lighthouse.mjs.

/** Categories whose failing audits are listed (performance findings are weighed as opportunities). */
export const JUDGED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

/**
 * SEO audits whose verdict could depend on the page being served from 127.0.0.1 instead of its
 * production origin, with what each one checks in Lighthouse 12 (read from its audit source), so a
 * pass or failure on the local host can be read correctly.
 */
export const HOST_SENSITIVE_SEO_AUDITS = {
  canonical:
    'one valid absolute canonical, not the site root for a deeper page, not another hreflang alternate of this page; it does not compare the canonical origin with the tested one',
  hreflang: 'language codes are valid and every alternate href is absolute; the hrefs may point to any origin',
  'is-crawlable': 'no noindex in <meta name="robots"> or X-Robots-Tag, and robots.txt does not block the page',
  'robots-txt': 'robots.txt is valid; when /robots.txt answers 404 the audit is not applicable',
  'http-status-code': 'the page answered with a 2xx/3xx status',
};

// Chromium's codes for a request that never reached a server; on a machine without internet
// access every third-party request ends like this.
const UNREACHABLE =
  /net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE|CONNECTION_REFUSED|CONNECTION_TIMED_OUT|NETWORK_ACCESS_DENIED)/;

// Modes in which a low score is not a finding: the audit did not apply, only informs, or needs a human.
const NOT_JUDGED = new Set(['manual', 'notApplicable', 'informative', 'error']);

/**
 * @typedef {{ type?: string, snippet?: string, selector?: string, nodeLabel?: string, explanation?: string }} LhNode
 * @typedef {Record<string, unknown> & { node?: LhNode, url?: string, scriptUrl?: string, description?: string,
 *   source?: string | LhNode, sourceLocation?: { url?: string }, wastedMs?: number, wastedBytes?: number,
 *   total?: number, duration?: number, phase?: string, timing?: number, items?: LhItem[] }} LhItem
 * @typedef {{ type?: string, items?: LhItem[], overallSavingsMs?: number, overallSavingsBytes?: number }} LhDetails
 * @typedef {{ id: string, title: string, score: number | null, scoreDisplayMode: string, displayValue?: string,
 *   explanation?: string, numericValue?: number, metricSavings?: Record<string, number | undefined>, details?: LhDetails }} LhAudit
 * @typedef {{ id: string, weight: number, group?: string }} LhAuditRef
 * @typedef {{ score: number | null, auditRefs: LhAuditRef[] }} LhCategory
 * @typedef {{ finalDisplayedUrl: string, categories: Record<string, LhCategory | undefined>,
 *   audits: Record<string, LhAudit | undefined>, runtimeError?: { code?: string, message?: string }, runWarnings?: string[],
 *   environment?: { benchmarkIndex?: number } }} LhResult
 *
 * @typedef {{ performance: number | null, accessibility: number | null, bestPractices: number | null, seo: number | null }} Scores
 * @typedef {{ lcpMs: number | null, cls: number | null, tbtMs: number | null, fcpMs: number | null }} Metrics
 * @typedef {{ id: string, title: string, weight: number, score: number, displayValue: string | null,
 *   explanation: string | null, items: string[], itemCount: number, environment: string | null }} FailingAudit
 * @typedef {{ id: string, title: string, displayValue: string | null, savingsMs: number, savingsBytes: number, items: string[] }} Opportunity
 * @typedef {{ selector: string | null, snippet: string | null, text: string | null, phases: Record<string, number> }} LcpElement
 * @typedef {{ url: string, scores: Scores, metrics: Metrics, failing: Record<string, FailingAudit[]>,
 *   opportunities: Opportunity[], lcpElement: LcpElement | null, hostSensitive: Record<string, 'pass' | 'fail' | 'n/a'>,
 *   benchmarkIndex: number | null, runtimeError: string | null, warnings: string[] }} RunSummary
 * @typedef {{ median: RunSummary, medianRun: number, runs: Array<Scores & Metrics & { benchmarkIndex: number | null }> }} Series
 * @typedef {Record<string, Partial<Record<string, Series>>>} SiteResults page type -> preset -> series
 */

/** @param {number | null | undefined} value @param {number} digits */
function round(value, digits = 0) {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** @param {string} text @param {number} max */
function clip(text, max = 140) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Page-relative URLs keep the printed lists short; other origins stay whole because they matter.
 * @param {string} url @param {string} origin
 */
function shortUrl(url, origin) {
  return origin && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

/** @param {LhNode} node */
function describeNode(node) {
  const snippet = node.snippet ?? '';
  // A bare `<p>` says nothing about which paragraph; the selector and text do.
  if (!snippet || /^<\w+>$/.test(snippet)) {
    return [node.selector, node.nodeLabel && `"${clip(node.nodeLabel, 60)}"`].filter(Boolean).join(' ');
  }
  return snippet;
}

/**
 * One line for one row of an audit's table: what (element, URL or message) and how much.
 * @param {LhItem} item @param {string} origin
 */
export function describeItem(item, origin) {
  const parts = [];
  if (item.node) parts.push(describeNode(item.node));
  else if (item.source && typeof item.source === 'object') parts.push(describeNode(item.source));
  else if (typeof item.source === 'string' && item.source !== 'network') parts.push(item.source);
  const url = item.url ?? item.scriptUrl ?? item.sourceLocation?.url;
  if (url) parts.push(shortUrl(url, origin));
  if (parts.length === 0 && typeof item.groupLabel === 'string') parts.push(item.groupLabel);
  if (item.description) parts.push(item.description);
  if (item.node?.explanation)
    parts.push(item.node.explanation.split('\n').slice(1).join(' ').trim() || item.node.explanation);
  const ms = item.wastedMs ?? item.total ?? item.duration;
  if (typeof ms === 'number' && ms > 0) parts.push(`${Math.round(ms)} ms`);
  if (typeof item.wastedBytes === 'number' && item.wastedBytes > 0)
    parts.push(`${(item.wastedBytes / 1024).toFixed(1)} KiB`);
  return clip(parts.join(' — '));
}

/**
 * Rows of an audit's table, nested lists flattened, so every audit lists its findings the same way.
 * @param {LhDetails | undefined} details
 * @returns {LhItem[]}
 */
function itemsOf(details) {
  if (!details?.items) return [];
  if (details.type === 'list') return details.items.flatMap((section) => section.items ?? []);
  return details.items;
}

/**
 * Why a failing audit is an artefact of where the bench runs rather than of the page, if it is.
 * @param {LhAudit} audit @param {string} origin
 */
export function environmentReason(audit, origin) {
  if (audit.id !== 'errors-in-console') return null;
  const items = itemsOf(audit.details);
  const unreachable = items.filter((item) => {
    const url = item.sourceLocation?.url ?? item.url;
    return (
      item.source === 'network' && UNREACHABLE.test(item.description ?? '') && url && !url.startsWith(`${origin}/`)
    );
  });
  if (items.length === 0 || unreachable.length !== items.length) return null;
  const hosts = [...new Set(unreachable.map((item) => new URL(item.sourceLocation?.url ?? item.url ?? '').host))];
  const codes = [...new Set(unreachable.map((item) => UNREACHABLE.exec(item.description ?? '')?.[0]))];
  return `only third-party requests to ${hosts.join(', ')} failed (${codes.join(', ')}): the bench machine has no internet access; recheck on a networked host`;
}

/** @param {LhResult} lhr @param {string} category @param {string} origin */
function failingAudits(lhr, category, origin) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  /** @type {FailingAudit[]} */
  const failing = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1 || NOT_JUDGED.has(audit.scoreDisplayMode)) continue;
    const items = itemsOf(audit.details);
    failing.push({
      id: audit.id,
      title: audit.title,
      weight: ref.weight,
      score: audit.score,
      displayValue: audit.displayValue ?? null,
      explanation: audit.explanation ? clip(audit.explanation, 200) : null,
      items: items.slice(0, 5).map((item) => describeItem(item, origin)),
      itemCount: items.length,
      environment: environmentReason(audit, origin),
    });
  }
  return failing;
}

/**
 * Time a fix would save by Lighthouse's estimate; CLS savings are not milliseconds, so they are left out.
 * @param {LhAudit} audit
 */
function savingsMs(audit) {
  const fromMetrics = Object.entries(audit.metricSavings ?? {})
    .filter(([metric]) => metric !== 'CLS')
    .map(([, value]) => value ?? 0);
  return Math.round(Math.max(audit.details?.overallSavingsMs ?? 0, ...fromMetrics, 0));
}

/**
 * The performance findings a report reader would act on: audits Lighthouse marks as failing plus
 * informative ones it credits with time savings (long tasks, script boot-up), biggest first.
 * @param {LhResult} lhr @param {string} origin
 */
function opportunities(lhr, origin) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  /** @type {Opportunity[]} */
  const found = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    // The LCP element has its own line (lcpElement); as an opportunity it would only repeat it.
    const shown =
      (ref.group === 'diagnostics' || ref.id.endsWith('-insight')) && ref.id !== 'largest-contentful-paint-element';
    if (!audit || !shown || audit.score === null || audit.scoreDisplayMode === 'notApplicable') continue;
    const ms = savingsMs(audit);
    const failing = audit.score < 1 && !NOT_JUDGED.has(audit.scoreDisplayMode);
    if (!failing && ms === 0) continue;
    found.push({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue ?? null,
      savingsMs: ms,
      savingsBytes: Math.round(audit.details?.overallSavingsBytes ?? 0),
      items: itemsOf(audit.details)
        .map((item) => describeItem(item, origin))
        .filter(Boolean)
        .slice(0, 3),
    });
  }
  return found.sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes);
}

/** @param {LhResult} lhr */
function lcpElement(lhr) {
  const sections = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = sections[0]?.items?.[0]?.node;
  if (!node) return null;
  /** @type {Record<string, number>} */
  const phases = {};
  for (const row of sections[1]?.items ?? []) {
    if (typeof row.phase === 'string' && typeof row.timing === 'number') phases[row.phase] = Math.round(row.timing);
  }
  return {
    selector: node.selector ?? null,
    snippet: node.snippet ?? null,
    text: node.nodeLabel ? clip(node.nodeLabel, 80) : null,
    phases,
  };
}

/**
 * Keeps what the bench compares and explains from one Lighthouse result (a few KB instead of ~1 MB).
 * @param {LhResult} lhr
 * @returns {RunSummary}
 */
export function summariseRun(lhr) {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  /** @param {string} id */
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  /** @param {string} id @param {number} [digits] */
  const numeric = (id, digits = 0) => round(lhr.audits[id]?.numericValue, digits);
  /** @type {Record<string, 'pass' | 'fail' | 'n/a'>} */
  const hostSensitive = {};
  for (const id of Object.keys(HOST_SENSITIVE_SEO_AUDITS)) {
    const audit = lhr.audits[id];
    if (!audit) continue;
    hostSensitive[id] =
      audit.score === null || audit.scoreDisplayMode === 'notApplicable' ? 'n/a' : audit.score >= 1 ? 'pass' : 'fail';
  }
  return {
    url: new URL(lhr.finalDisplayedUrl).pathname,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    metrics: {
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift', 4),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
    },
    // Performance findings are weighed in `opportunities`; a metric's own score adds nothing to the table.
    failing: Object.fromEntries(JUDGED_CATEGORIES.map((category) => [category, failingAudits(lhr, category, origin)])),
    opportunities: opportunities(lhr, origin),
    lcpElement: lcpElement(lhr),
    hostSensitive,
    // Lighthouse's own CPU benchmark of this machine at the time of the run: low values mean the
    // simulated figures were computed while something else was using the CPU.
    benchmarkIndex: round(lhr.environment?.benchmarkIndex),
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * The run that stands for a series: the median by performance score (the lower middle one for an
 * even count, so a lucky run never speaks for the page). A run without a score ranks lowest.
 * @param {RunSummary[]} runs
 */
export function medianRunIndex(runs) {
  if (runs.length === 0) throw new Error('medianRunIndex needs at least one run');
  const order = runs
    .map((run, index) => ({ index, score: run.scores.performance ?? -1 }))
    .sort((a, b) => a.score - b.score || a.index - b.index);
  return order[Math.floor((runs.length - 1) / 2)].index;
}

/** @param {RunSummary[]} runs @returns {Series} */
export function summariseSeries(runs) {
  const medianRun = medianRunIndex(runs);
  return {
    median: runs[medianRun],
    medianRun,
    runs: runs.map((run) => ({ ...run.scores, ...run.metrics, benchmarkIndex: run.benchmarkIndex })),
  };
}
