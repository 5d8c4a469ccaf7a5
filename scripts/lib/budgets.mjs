// Size budgets per page type: what `npm test` enforces (tests/e2e/budgets.spec.ts) and the bench
// prints. Sizes are gzip level 6 of the files a page loads before interaction (page-assets.mjs),
// so they are the same on any machine. Each budget sits a little above today's figure, and never
// above the spec's limits, so a regression fails the suite before it reaches readers.
const KB = 1024;

/**
 * JS a plain Docusaurus 3.10.2 build of the same Markdown loads on the text page, as `npm run
 * bench` measures it; the spec allows the text page 10% more. Plain's figure grows with the page
 * count too (its route registry and chunk map are in main.js and the runtime): re-measure it when
 * the content grows. Measured with 367 pages (bench of 2026-11-25).
 */
export const PLAIN_TEXT_PAGE_JS = 163.3 * KB;

/** The product this site replaces, as the spec quotes it: its component pages. */
export const REFERENCE_COMPONENT_PAGE = { jsGzip: 508 * KB, desktopLcpMs: 900 };

/** Spec limits that are not relative to another page of this site. */
export const SPEC_LIMITS = {
  textJs: Math.round(PLAIN_TEXT_PAGE_JS * 1.1),
  componentPageJs: 200 * KB,
  /** The API page may load this much more JS than the text page. */
  apiOverText: 15 * KB,
  /** The Material icons search, before interaction (its icon shapes load later, as JSON). */
  materialIconsJs: 250 * KB,
};

/**
 * Every route and lazy chunk adds to what each page loads (the route registry in main.js, the
 * chunk map in the runtime, the area's sidebar), so these grow with the content. Measured with 61
 * Material UI component pages (2026-11-25): text page 162.7 KB, component pages 165.8-168.9 KB.
 * The component-page budget is issue 14's target, 170 KB, for every component page.
 * @type {Record<string, { js: number, jsFiles: number, css: number }>}
 */
export const BUDGETS = {
  home: { js: 132 * KB, jsFiles: 5, css: 23 * KB },
  text: { js: 166 * KB, jsFiles: 15, css: 23 * KB },
  demos: { js: 170 * KB, jsFiles: 15, css: 23 * KB },
  api: { js: 156 * KB, jsFiles: 10, css: 23 * KB },
  template: { js: 250 * KB, jsFiles: 28, css: 23 * KB },
  'material-icons': { js: 180 * KB, jsFiles: 15, css: 23 * KB },
};

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Every budget or spec limit a page type exceeds, as readable lines (empty when within all).
 * @param {string} type
 * @param {{ js: { gzip: number, count: number }, css: { gzip: number } }} measured
 * @param {{ textJs?: number }} [context] the text page's JS of the same build, for the API limit
 */
export function budgetProblems(type, measured, context = {}) {
  const budget = BUDGETS[type];
  if (!budget) throw new Error(`No size budget for page type "${type}".`);
  /** @type {string[]} */
  const problems = [];
  /** @param {string} what @param {number} value @param {number} limit @param {(value: number) => string} [format] */
  const over = (what, value, limit, format = kb) => {
    if (value > limit) problems.push(`${type}: ${what} ${format(value)} is over ${format(limit)}`);
  };
  over('JS', measured.js.gzip, budget.js);
  over('JS files', measured.js.count, budget.jsFiles, String);
  over('CSS', measured.css.gzip, budget.css);
  if (type === 'text') over('JS (spec: plain Docusaurus + 10%)', measured.js.gzip, SPEC_LIMITS.textJs);
  if (type === 'demos') over('JS (spec: component page)', measured.js.gzip, SPEC_LIMITS.componentPageJs);
  if (type === 'material-icons') over('JS (spec: icon search)', measured.js.gzip, SPEC_LIMITS.materialIconsJs);
  if (type === 'api' && context.textJs !== undefined) {
    over('JS (spec: text page + 15 KB)', measured.js.gzip, context.textJs + SPEC_LIMITS.apiOverText);
  }
  return problems;
}

/**
 * One line per page type for the bench: its JS against its budget and the spec limit, and any
 * problem `budgetProblems` finds.
 * @param {Record<string, { js: { gzip: number, count: number }, css: { gzip: number } }>} pages
 */
export function budgetReport(pages) {
  const textJs = pages.text?.js.gzip;
  const lines = [];
  for (const [type, measured] of Object.entries(pages)) {
    if (!BUDGETS[type]) continue;
    const problems = budgetProblems(type, measured, { textJs });
    const status = problems.length === 0 ? 'within budget' : problems.join('; ');
    lines.push(
      `${type}: ${kb(measured.js.gzip)} JS in ${measured.js.count} files (budget ${kb(BUDGETS[type].js)}, ${BUDGETS[type].jsFiles} files), ${kb(measured.css.gzip)} CSS: ${status}`,
    );
  }
  return lines;
}
