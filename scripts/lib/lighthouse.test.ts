import {
  describeItem,
  environmentReason,
  medianRunIndex,
  summariseRun,
  summariseSeries,
  type LhAudit,
  type LhResult,
  type RunSummary,
  type SiteResults,
} from './lighthouse.mjs';
import { lighthouseOptions } from './lighthouse-options.mjs';
import { comparisonRows, failingAuditLines, hostSensitiveLines, opportunityLines } from './lighthouse-report.mjs';
import { evaluateTargets, targetRows } from './lighthouse-targets.mjs';

const ORIGIN = 'http://127.0.0.1:4321';

/** A Lighthouse result cut down to the fields the bench reads, shaped like Lighthouse 12's. */
function lhrFixture(
  overrides: { performance?: number | null; lcp?: number; cls?: number; consoleErrors?: LhAudit['details'] } = {},
): LhResult {
  const audit = (id: string, fields: Partial<LhAudit>): LhAudit => ({
    id,
    title: `${id} title`,
    score: 1,
    scoreDisplayMode: 'binary',
    ...fields,
  });
  return {
    finalDisplayedUrl: `${ORIGIN}/material-ui/getting-started/installation/`,
    environment: { benchmarkIndex: 1834.6 },
    runWarnings: [],
    categories: {
      performance: {
        score: overrides.performance === undefined ? 0.91 : overrides.performance,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
          { id: 'cumulative-layout-shift', weight: 25, group: 'metrics' },
          { id: 'total-blocking-time', weight: 30, group: 'metrics' },
          { id: 'first-contentful-paint', weight: 10, group: 'metrics' },
          { id: 'render-blocking-insight', weight: 0, group: 'hidden' },
          { id: 'interactive', weight: 0, group: 'hidden' },
          { id: 'unused-javascript', weight: 0, group: 'diagnostics' },
          { id: 'bootup-time', weight: 0, group: 'diagnostics' },
          { id: 'largest-contentful-paint-element', weight: 0, group: 'diagnostics' },
          { id: 'uses-http2', weight: 0, group: 'diagnostics' },
        ],
      },
      accessibility: {
        score: 0.98,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'label-content-name-mismatch', weight: 0 },
          { id: 'aria-allowed-role', weight: 1 },
        ],
      },
      'best-practices': { score: 0.96, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: {
        score: 1,
        auditRefs: [
          { id: 'canonical', weight: 1 },
          { id: 'hreflang', weight: 1 },
          { id: 'robots-txt', weight: 1 },
        ],
      },
    },
    audits: {
      'largest-contentful-paint': audit('largest-contentful-paint', {
        score: 0.8,
        scoreDisplayMode: 'numeric',
        numericValue: overrides.lcp ?? 2512.4,
      }),
      'cumulative-layout-shift': audit('cumulative-layout-shift', {
        scoreDisplayMode: 'numeric',
        numericValue: overrides.cls ?? 0.00412,
      }),
      'total-blocking-time': audit('total-blocking-time', {
        score: 0.7,
        scoreDisplayMode: 'numeric',
        numericValue: 341.6,
      }),
      'first-contentful-paint': audit('first-contentful-paint', { scoreDisplayMode: 'numeric', numericValue: 925.5 }),
      interactive: audit('interactive', { score: 0.97, scoreDisplayMode: 'numeric' }),
      'render-blocking-insight': audit('render-blocking-insight', {
        score: 0,
        scoreDisplayMode: 'metricSavings',
        displayValue: 'Est savings of 240 ms',
        metricSavings: { FCP: 250, LCP: 250 },
        details: { type: 'table', items: [{ url: `${ORIGIN}/assets/css/styles.css`, wastedMs: 313.2 }] },
      }),
      'unused-javascript': audit('unused-javascript', {
        score: 0.5,
        scoreDisplayMode: 'metricSavings',
        metricSavings: { FCP: 0, LCP: 0 },
        details: {
          type: 'opportunity',
          overallSavingsMs: 0,
          overallSavingsBytes: 33779,
          items: [{ url: `${ORIGIN}/assets/js/main.js`, wastedBytes: 33779 }],
        },
      }),
      'bootup-time': audit('bootup-time', {
        scoreDisplayMode: 'metricSavings',
        metricSavings: { TBT: 350 },
        details: { type: 'table', items: [{ url: `${ORIGIN}/assets/js/main.js`, total: 927.4 }] },
      }),
      'uses-http2': audit('uses-http2', { scoreDisplayMode: 'metricSavings', metricSavings: { LCP: 0, FCP: 0 } }),
      'largest-contentful-paint-element': audit('largest-contentful-paint-element', {
        scoreDisplayMode: 'informative',
        metricSavings: { LCP: 450 },
        details: {
          type: 'list',
          items: [
            {
              type: 'table',
              items: [
                {
                  node: {
                    type: 'node',
                    snippet: '<p>',
                    selector: 'article > div.markdown > p',
                    nodeLabel: 'Material UI is published on npm',
                  },
                },
              ],
            },
            {
              type: 'table',
              items: [
                { phase: 'TTFB', timing: 462.8 },
                { phase: 'Render Delay', timing: 1062.8 },
              ],
            },
          ],
        },
      }),
      'color-contrast': audit('color-contrast', {
        score: 0,
        details: {
          type: 'table',
          items: [
            {
              node: {
                snippet: '<a class="chip">',
                explanation: 'Fix any of the following:\n  Element has insufficient color contrast of 3.9',
              },
            },
          ],
        },
      }),
      'label-content-name-mismatch': audit('label-content-name-mismatch', {
        score: 0,
        details: { type: 'table', items: [] },
      }),
      'aria-allowed-role': audit('aria-allowed-role', { score: null, scoreDisplayMode: 'notApplicable' }),
      'errors-in-console': audit('errors-in-console', {
        score: overrides.consoleErrors ? 0 : 1,
        details: overrides.consoleErrors ?? { type: 'table', items: [] },
      }),
      canonical: audit('canonical', {}),
      hreflang: audit('hreflang', { score: 0, explanation: 'Unexpected language code' }),
      'robots-txt': audit('robots-txt', { score: 1, scoreDisplayMode: 'notApplicable' }),
    },
  };
}

const unreachableFeed = {
  type: 'table',
  items: [
    {
      source: 'network',
      description: 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED',
      sourceLocation: { url: 'https://srv.ads.example/ads/feed.json' },
    },
  ],
};

function runWith(
  performance: number | null,
  extra: { cls?: number; accessibility?: number; seo?: number } = {},
): RunSummary {
  const run = summariseRun(
    lhrFixture({ performance: performance === null ? null : performance / 100, cls: extra.cls }),
  );
  return {
    ...run,
    scores: { ...run.scores, accessibility: extra.accessibility ?? 100, seo: extra.seo ?? 100 },
  };
}

function site(series: Record<string, Record<string, RunSummary>>): SiteResults {
  return Object.fromEntries(
    Object.entries(series).map(([pageType, byPreset]) => [
      pageType,
      Object.fromEntries(Object.entries(byPreset).map(([preset, run]) => [preset, summariseSeries([run])])),
    ]),
  );
}

describe('lighthouseOptions', () => {
  it('runs three times per series unless told otherwise', () => {
    expect(lighthouseOptions(['node', 'bench.mjs'])).toEqual({ enabled: true, runs: 3 });
    expect(lighthouseOptions(['node', 'bench.mjs', '--lighthouse-runs=1'])).toEqual({ enabled: true, runs: 1 });
    expect(lighthouseOptions(['node', 'bench.mjs'], { LIGHTHOUSE_RUNS: '5' })).toEqual({ enabled: true, runs: 5 });
  });

  it('lets the flag win over the environment and --no-lighthouse win over both', () => {
    expect(lighthouseOptions(['--lighthouse-runs=2'], { LIGHTHOUSE_RUNS: '5' }).runs).toBe(2);
    expect(lighthouseOptions(['--no-lighthouse', '--lighthouse-runs=2'])).toEqual({ enabled: false, runs: 0 });
  });

  it('rejects a run count that is not a positive whole number', () => {
    expect(() => lighthouseOptions(['--lighthouse-runs=0'])).toThrow('whole number');
    expect(() => lighthouseOptions(['--lighthouse-runs=two'])).toThrow('"two"');
    expect(() => lighthouseOptions([], { LIGHTHOUSE_RUNS: '1.5' })).toThrow('whole number');
  });
});

describe('summariseRun', () => {
  const summary = summariseRun(lhrFixture());

  it('keeps category scores out of 100 and the four metrics', () => {
    expect(summary.url).toBe('/material-ui/getting-started/installation/');
    expect(summary.scores).toEqual({ performance: 91, accessibility: 98, bestPractices: 96, seo: 100 });
    expect(summary.metrics).toEqual({ lcpMs: 2512, cls: 0.0041, tbtMs: 342, fcpMs: 926 });
    expect(summary.benchmarkIndex).toBe(1835);
  });

  it('scores a category Lighthouse could not score as null', () => {
    expect(summariseRun(lhrFixture({ performance: null })).scores.performance).toBeNull();
  });

  it('lists failing judged audits with their weight and findings, skipping passes and non-applicable ones', () => {
    expect(summary.failing.accessibility.map((audit) => [audit.id, audit.weight])).toEqual([
      ['color-contrast', 7],
      ['label-content-name-mismatch', 0],
    ]);
    expect(summary.failing.accessibility[0].items).toEqual([
      '<a class="chip"> — Element has insufficient color contrast of 3.9',
    ]);
    expect(summary.failing.seo.map((audit) => audit.id)).toEqual(['hreflang']);
    expect(summary.failing.seo[0].explanation).toBe('Unexpected language code');
    expect(summary.failing['best-practices']).toEqual([]);
    expect(summary.failing).not.toHaveProperty('performance');
  });

  it('ranks performance findings by time saved, then bytes, including informative ones that cost time, not the LCP element', () => {
    expect(summary.opportunities.map((found) => [found.id, found.savingsMs, found.savingsBytes])).toEqual([
      ['bootup-time', 350, 0],
      ['render-blocking-insight', 250, 0],
      ['unused-javascript', 0, 33779],
    ]);
    expect(summary.opportunities[1].items).toEqual(['/assets/css/styles.css — 313 ms']);
    expect(summary.opportunities[2].items).toEqual(['/assets/js/main.js — 33.0 KiB']);
  });

  it('names the LCP element by selector and text when its snippet is a bare tag', () => {
    expect(summary.lcpElement).toEqual({
      selector: 'article > div.markdown > p',
      snippet: '<p>',
      text: 'Material UI is published on npm',
      phases: { TTFB: 463, 'Render Delay': 1063 },
    });
  });

  it('records how the audits that depend on the host fared', () => {
    expect(summary.hostSensitive).toEqual({ canonical: 'pass', hreflang: 'fail', 'robots-txt': 'n/a' });
  });

  it('explains a console error that comes only from an unreachable third-party host', () => {
    const failing = summariseRun(lhrFixture({ consoleErrors: unreachableFeed })).failing['best-practices'];
    expect(failing).toHaveLength(1);
    expect(failing[0].environment).toContain('srv.ads.example');
    expect(failing[0].environment).toContain('no internet access');
  });
});

describe('environmentReason', () => {
  const consoleAudit = (details: LhAudit['details']): LhAudit => ({
    id: 'errors-in-console',
    title: 'Console errors',
    score: 0,
    scoreDisplayMode: 'binary',
    details,
  });

  it('does not excuse an error from the page itself', () => {
    const details = {
      type: 'table',
      items: [
        ...(unreachableFeed.items ?? []),
        {
          source: 'javascript',
          description: 'TypeError: x is undefined',
          sourceLocation: { url: `${ORIGIN}/assets/js/main.js` },
        },
      ],
    };
    expect(environmentReason(consoleAudit(details), ORIGIN)).toBeNull();
  });

  it('does not excuse a same-origin request that failed', () => {
    const details = {
      type: 'table',
      items: [
        {
          source: 'network',
          description: 'net::ERR_CONNECTION_REFUSED',
          sourceLocation: { url: `${ORIGIN}/api/feedback` },
        },
      ],
    };
    expect(environmentReason(consoleAudit(details), ORIGIN)).toBeNull();
  });

  it('only ever speaks for the console audit', () => {
    expect(environmentReason({ ...consoleAudit(unreachableFeed), id: 'crawlable-anchors' }, ORIGIN)).toBeNull();
  });
});

describe('describeItem', () => {
  it('shortens same-origin URLs but keeps other origins whole', () => {
    expect(describeItem({ url: `${ORIGIN}/assets/js/a.js`, wastedMs: 12.4 }, ORIGIN)).toBe('/assets/js/a.js — 12 ms');
    expect(describeItem({ url: 'https://cdn.example/a.js' }, ORIGIN)).toBe('https://cdn.example/a.js');
  });

  it('labels a main-thread category by its name', () => {
    expect(describeItem({ group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 844.2 }, ORIGIN)).toBe(
      'Script Evaluation — 844 ms',
    );
  });
});

describe('medianRunIndex', () => {
  it('picks the run with the median performance score, not a mix of runs', () => {
    expect(medianRunIndex([runWith(95), runWith(80), runWith(90)])).toBe(2);
    expect(medianRunIndex([runWith(70)])).toBe(0);
  });

  it('takes the lower middle run of an even count and ranks unscored runs lowest', () => {
    expect(medianRunIndex([runWith(99), runWith(90), runWith(80), runWith(95)])).toBe(1);
    expect(medianRunIndex([runWith(null), runWith(90), runWith(80)])).toBe(2);
  });

  it('keeps the earlier run on a tie', () => {
    expect(medianRunIndex([runWith(90), runWith(90), runWith(90)])).toBe(1);
    expect(medianRunIndex([runWith(90), runWith(90), runWith(85)])).toBe(0);
  });

  it('needs a run', () => {
    expect(() => medianRunIndex([])).toThrow('at least one run');
  });
});

describe('summariseSeries', () => {
  it('keeps the median run whole and every run as figures', () => {
    const series = summariseSeries([runWith(95), runWith(80), runWith(90)]);
    expect(series.medianRun).toBe(2);
    expect(series.median.scores.performance).toBe(90);
    expect(series.runs.map((run) => run.performance)).toEqual([95, 80, 90]);
    expect(series.runs[0]).toMatchObject({ lcpMs: 2512, cls: 0.0041, benchmarkIndex: 1835 });
  });
});

describe('evaluateTargets', () => {
  const pageTypes = ['home', 'text', 'api'];
  const ours = site({
    home: { mobile: runWith(88), desktop: runWith(99) },
    text: { mobile: runWith(91, { cls: 0.02 }), desktop: runWith(97) },
    api: { mobile: runWith(70, { seo: 92 }), desktop: runWith(98, { accessibility: 96 }) },
  });
  const plain = site({
    home: { mobile: runWith(90), desktop: runWith(100) },
    text: { mobile: runWith(91), desktop: runWith(100) },
  });
  const verdicts = evaluateTargets(ours, plain, pageTypes);
  const verdict = (target: string, pageType: string, preset: string) =>
    verdicts.find((found) => found.target === target && found.pageType === pageType && found.preset === preset);

  it('compares mobile performance with plain Docusaurus where plain has the page', () => {
    expect(verdict('mobile-performance-vs-plain', 'home', 'mobile')).toMatchObject({ pass: false, value: '88 vs 90' });
    expect(verdict('mobile-performance-vs-plain', 'text', 'mobile')).toMatchObject({ pass: true, value: '91 vs 91' });
    expect(verdict('mobile-performance-vs-plain', 'api', 'mobile')).toMatchObject({
      pass: null,
      value: 'no plain page',
    });
    expect(verdict('mobile-performance-vs-plain', 'home', 'desktop')).toBeUndefined();
  });

  it('holds text pages to 90 on mobile and every page to 98 on desktop', () => {
    expect(verdict('mobile-performance-text', 'text', 'mobile')?.pass).toBe(true);
    expect(verdict('mobile-performance-text', 'home', 'mobile')).toBeUndefined();
    expect(verdict('desktop-performance', 'home', 'desktop')?.pass).toBe(true);
    expect(verdict('desktop-performance', 'text', 'desktop')?.pass).toBe(false);
    expect(verdict('desktop-performance', 'api', 'desktop')?.pass).toBe(true);
  });

  it('judges CLS, accessibility and SEO on both presets', () => {
    expect(verdict('cls', 'text', 'mobile')).toMatchObject({ pass: false, value: '0.020' });
    expect(verdict('cls', 'text', 'desktop')?.pass).toBe(true);
    expect(verdict('seo', 'api', 'mobile')).toMatchObject({ pass: false, value: '92' });
    expect(verdict('accessibility', 'api', 'desktop')).toMatchObject({ pass: false, value: '96' });
    expect(verdict('accessibility', 'api', 'mobile')?.pass).toBe(true);
  });

  it('prints PASS/MISS per page type, a miss on either preset missing the target', () => {
    const rows = targetRows(verdicts, pageTypes);
    expect(rows.home['mobile perf ≥ plain']).toBe('MISS 88 vs 90');
    expect(rows.text['mobile perf ≥ 90 (text)']).toBe('PASS 91');
    expect(rows.home['mobile perf ≥ 90 (text)']).toBe('');
    expect(rows.api['mobile perf ≥ plain']).toBe('n/a no plain page');
    expect(rows.text['CLS ≤ 0.01']).toBe('MISS m 0.020, d 0.004');
    expect(rows.api['a11y 100']).toBe('MISS m 100, d 96');
    expect(rows.home['SEO 100']).toBe('PASS m 100, d 100');
  });
});

describe('comparisonRows', () => {
  it('shows this site next to plain Docusaurus with differences for scores and ratios for times', () => {
    const ours = site({ text: { mobile: runWith(88) }, api: { mobile: runWith(70) } });
    const plain = site({ text: { mobile: runWith(91) } });
    const rows = comparisonRows(ours, plain, ['home', 'text', 'api'], 'mobile');
    expect(Object.keys(rows)).toEqual(['text', 'api']);
    expect(rows.text.perf).toBe('88 / 91 (−3)');
    expect(rows.text['LCP ms']).toBe('2512 / 2512 (1.00×)');
    expect(rows.text.CLS).toBe('0.004 / 0.004 (±0.000)');
    expect(rows.text.a11y).toBe('100 / 100 (±0)');
    expect(rows.api.perf).toBe('70 / –');
  });

  it('shows a difference where plain took 0 ms', () => {
    const zero = runWith(100);
    const plain = site({ text: { desktop: { ...zero, metrics: { ...zero.metrics, tbtMs: 0 } } } });
    const rows = comparisonRows(site({ text: { desktop: runWith(99) } }), plain, ['text'], 'desktop');
    expect(rows.text['TBT ms']).toBe('342 / 0 (+342)');
  });
});

describe('report lines', () => {
  it('groups a failing audit across pages and presets and says when it moves no score', () => {
    const run = summariseRun(lhrFixture({ consoleErrors: unreachableFeed }));
    const lines = failingAuditLines(site({ home: { mobile: run, desktop: run }, text: { mobile: run } }), [
      'home',
      'text',
    ]);
    expect(lines[0]).toBe(
      'accessibility · color-contrast (color-contrast title) on home mobile, home desktop, text mobile',
    );
    expect(lines).toContain(
      'accessibility · label-content-name-mismatch (label-content-name-mismatch title, weight 0: does not move the score) on home mobile, home desktop, text mobile',
    );
    expect(lines.some((line) => line.startsWith('    environment: only third-party requests to srv.ads.example'))).toBe(
      true,
    );
  });

  it('counts host-sensitive SEO audits across both sites and names where they fail', () => {
    const run = summariseRun(lhrFixture());
    const lines = hostSensitiveLines(
      { ours: site({ text: { mobile: run } }), plain: site({ text: { mobile: run } }) },
      ['text'],
    );
    expect(lines.filter((line) => !line.startsWith('    checks:'))).toEqual([
      'canonical (2 median runs): passed 2',
      'hreflang (2 median runs): FAILED 2 (ours text mobile, plain text mobile)',
      'robots-txt (2 median runs): not applicable 2',
    ]);
    expect(lines[1]).toContain('does not compare the canonical origin');
  });

  it('describes a run by its metrics, LCP element and biggest opportunities', () => {
    const lines = opportunityLines(summariseRun(lhrFixture()), 2);
    expect(lines[0]).toBe('perf 91: FCP 926 ms, LCP 2512 ms, TBT 342 ms, CLS 0.0041');
    expect(lines[1]).toBe(
      '  LCP element: article > div.markdown > p "Material UI is published on npm" (TTFB 463 ms, Render Delay 1063 ms)',
    );
    expect(lines[2]).toBe('  bootup-time: bootup-time title [~350 ms]');
    expect(lines).toContain(
      '  render-blocking-insight: render-blocking-insight title [Est savings of 240 ms, ~250 ms]',
    );
    expect(lines.some((line) => line.includes('unused-javascript'))).toBe(false);
  });
});
