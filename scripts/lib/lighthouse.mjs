// The pure half of the Lighthouse bench: which runs to do, what we keep of a Lighthouse result,
// which run stands for a series, how the spec's targets are judged, and the printed tables.
// Driving Chromium lives in scripts/bench-lighthouse.mjs.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const PRESETS = ['mobile', 'desktop'];
const JUDGED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
export const DEFAULT_RUNS = 3;

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

/**
 * Reads `--no-lighthouse` and `--lighthouse-runs=N` (or LIGHTHOUSE_RUNS) from the command line.
 * @param {string[]} argv @param {Record<string, string | undefined>} [env]
 */
export function lighthouseOptions(argv, env = {}) {
  if (argv.includes('--no-lighthouse')) return { enabled: false, runs: 0 };
  const flag = argv.find((arg) => arg.startsWith('--lighthouse-runs='));
  const raw = flag ? flag.slice('--lighthouse-runs='.length) : env.LIGHTHOUSE_RUNS;
  if (raw === undefined || raw === '') return { enabled: true, runs: DEFAULT_RUNS };
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--lighthouse-runs needs a whole number of at least 1, got "${raw}"`);
  return { enabled: true, runs };
}

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

/** Page-relative URLs keep the printed lists short; other origins stay whole because they matter. */
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

/** Rows of an audit's table, nested lists flattened, so every audit lists its findings the same way. */
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

/** Time a fix would save by Lighthouse's estimate; CLS savings are not milliseconds, so they are left out. */
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
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
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

/**
 * The spec's Lighthouse targets. `check` gets our median run and plain Docusaurus's for the same page
 * type and preset; plain has no API or template pages, so a comparison there cannot be judged (pass null).
 * @type {Array<{ id: string, label: string, presets: string[], pageTypes?: string[],
 *   check: (ours: RunSummary, plain: RunSummary | undefined) => { pass: boolean | null, value: string } }>}
 */
export const TARGETS = [
  {
    id: 'mobile-performance-vs-plain',
    label: 'mobile perf ≥ plain',
    presets: ['mobile'],
    check: (ours, plain) => {
      const mine = ours.scores.performance;
      const theirs = plain?.scores.performance;
      if (theirs === null || theirs === undefined) return { pass: null, value: 'no plain page' };
      return { pass: mine !== null && mine >= theirs, value: `${mine ?? '–'} vs ${theirs}` };
    },
  },
  {
    id: 'mobile-performance-text',
    label: 'mobile perf ≥ 90 (text)',
    presets: ['mobile'],
    pageTypes: ['text'],
    check: (ours) => ({ pass: (ours.scores.performance ?? 0) >= 90, value: `${ours.scores.performance ?? '–'}` }),
  },
  {
    id: 'desktop-performance',
    label: 'desktop perf ≥ 98',
    presets: ['desktop'],
    check: (ours) => ({ pass: (ours.scores.performance ?? 0) >= 98, value: `${ours.scores.performance ?? '–'}` }),
  },
  {
    id: 'cls',
    label: 'CLS ≤ 0.01',
    presets: ['mobile', 'desktop'],
    check: (ours) => ({
      pass: ours.metrics.cls !== null && ours.metrics.cls <= 0.01,
      value: ours.metrics.cls === null ? '–' : ours.metrics.cls.toFixed(3),
    }),
  },
  {
    id: 'accessibility',
    label: 'a11y 100',
    presets: ['mobile', 'desktop'],
    check: (ours) => ({ pass: ours.scores.accessibility === 100, value: `${ours.scores.accessibility ?? '–'}` }),
  },
  {
    id: 'seo',
    label: 'SEO 100',
    presets: ['mobile', 'desktop'],
    check: (ours) => ({ pass: ours.scores.seo === 100, value: `${ours.scores.seo ?? '–'}` }),
  },
];

/**
 * Judges every target on every page type and preset measured.
 * @param {SiteResults} ours @param {SiteResults} plain @param {string[]} pageTypes
 */
export function evaluateTargets(ours, plain, pageTypes) {
  /** @type {Array<{ target: string, label: string, pageType: string, preset: string, pass: boolean | null, value: string }>} */
  const verdicts = [];
  for (const target of TARGETS) {
    for (const pageType of pageTypes) {
      if (target.pageTypes && !target.pageTypes.includes(pageType)) continue;
      for (const preset of target.presets) {
        const mine = ours[pageType]?.[preset];
        if (!mine) continue;
        const verdict = target.check(mine.median, plain[pageType]?.[preset]?.median);
        verdicts.push({ target: target.id, label: target.label, pageType, preset, ...verdict });
      }
    }
  }
  return verdicts;
}

/** @param {number | null | undefined} value */
const show = (value) => (value === null || value === undefined ? '–' : `${value}`);

/** "ours / plain (+Δ)", for scores and CLS where a difference reads better than a ratio. */
function withDelta(mine, theirs, digits = 0) {
  const fmt = (value) => (value === null || value === undefined ? '–' : value.toFixed(digits));
  if (theirs === null || theirs === undefined || mine === null || mine === undefined)
    return `${fmt(mine)} / ${fmt(theirs)}`;
  const delta = mine - theirs;
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  return `${fmt(mine)} / ${fmt(theirs)} (${sign}${Math.abs(delta).toFixed(digits)})`;
}

/** "ours / plain (1.25×)" for times; a plain time of 0 ms has no ratio, so the difference is shown. */
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
 * console.table rows of PASS/MISS per page type and target; a target judged on both presets shows
 * both values (mobile first) and misses if either does.
 * @param {ReturnType<typeof evaluateTargets>} verdicts @param {string[]} pageTypes
 */
export function targetRows(verdicts, pageTypes) {
  /** @type {Record<string, Record<string, string>>} */
  const rows = {};
  for (const pageType of pageTypes) {
    const row = {};
    for (const target of TARGETS) {
      const mine = verdicts.filter((verdict) => verdict.target === target.id && verdict.pageType === pageType);
      if (mine.length === 0) {
        row[target.label] = '';
        continue;
      }
      const values = mine.map((verdict) => (mine.length > 1 ? `${verdict.preset[0]} ${verdict.value}` : verdict.value));
      const judged = mine.filter((verdict) => verdict.pass !== null);
      const status = judged.length === 0 ? 'n/a' : judged.every((verdict) => verdict.pass) ? 'PASS' : 'MISS';
      row[target.label] = `${status} ${values.join(', ')}`;
    }
    rows[pageType] = row;
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
