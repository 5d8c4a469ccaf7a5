// The spec's Lighthouse targets, judged on the median runs of this site and of plain Docusaurus.

/**
 * @typedef {import('./lighthouse.mjs').RunSummary} RunSummary
 * @typedef {import('./lighthouse.mjs').SiteResults} SiteResults
 */

/**
 * The spec's Lighthouse targets. `check` gets our median run and plain Docusaurus's for the same page
 * type and preset; when plain has no such page (a run that failed, or a baseline without it), the
 * comparison cannot be judged (pass null).
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

/**
 * console.table rows of PASS/MISS per page type and target; a target judged on both presets shows
 * both values (mobile first) and misses if either does.
 * @param {ReturnType<typeof evaluateTargets>} verdicts @param {string[]} pageTypes
 */
export function targetRows(verdicts, pageTypes) {
  /** @type {Record<string, Record<string, string>>} */
  const rows = {};
  for (const pageType of pageTypes) {
    /** @type {Record<string, string>} */
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
