// Size budgets per page type: what `npm test` enforces (tests/e2e/budgets.spec.ts) and the bench
// prints. Sizes are gzip level 6 of the files a page loads before interaction (page-assets.mjs),
// so they are the same on any machine. Each budget sits a little above today's figure, and never
// above the spec's limits, so a regression fails the suite before it reaches readers.
const KB = 1024;

/**
 * JS a plain Docusaurus 3.10.2 build of the same pages loads on the text page, as `npm run bench`
 * measures it; the spec allows the text page 10% more. Plain's figure grows with the page count
 * (its route registry and chunk map are in main.js and the runtime): re-measure it when the
 * content grows. Measured 2026-11-28 with 598 pages, the first baseline that also has the 256 API
 * and 19 template pages (earlier baselines had only the docs' Markdown: 181.0 KB at 323 pages).
 */
export const PLAIN_TEXT_PAGE_JS = 219.7 * KB;

/** The product this site replaces, as the spec quotes it: its component pages. */
export const REFERENCE_COMPONENT_PAGE = { jsGzip: 508 * KB, desktopLcpMs: 900 };

/** Spec limits that are not relative to another page of this site. */
export const SPEC_LIMITS = {
  textJs: Math.round(PLAIN_TEXT_PAGE_JS * 1.1),
  // 200 KB until 2026-11-26; the Base UI and System pages (+55 routes) put the Button page at
  // 200.2 KB, the Data Grid and Toolpad pages (+51 routes) at 203.3 KB after a 3.6 KB saving.
  // A known regression: every route still costs every page its registry and chunk-map entries.
  componentPageJs: 206 * KB,
  /** The API page may load this much more JS than the text page. */
  apiOverText: 15 * KB,
  /** The Material icons search, before interaction (its icon shapes load later, as JSON). */
  materialIconsJs: 250 * KB,
};

/**
 * Every route and lazy chunk adds to what each page loads (the route registry in main.js, the
 * chunk map in the runtime, the area's sidebar), so these grow with the content. Measured with 490
 * pages (2026-11-26, after the 63 Joy UI pages): text page 183.7 KB (plain Docusaurus of the same
 * pages: 181.0 KB), component pages 184.6-190.1 KB, CSS 24.3 KB. The 63 routes cost every page
 * ~9 KB (plain Docusaurus ~5.6 KB): each page kind's lazy demo chunks add runtime chunk-map entries.
 * At 427 pages: text 174.6 KB, component pages 177.8-180.4 KB.
 * @type {Record<string, { js: number, jsFiles: number, css: number }>}
 */
export const BUDGETS = {
  // Re-measured 2026-11-26 at 598 pages (+51 Data Grid and Toolpad Core pages), after the browser
  // registry lost its module paths (-3.6 KB on every page) and demo CSS modules moved into their
  // variant chunks (CSS 43.6 -> 24.1 KB): text 196.1 KB, Button page 203.3 KB, API 185.8 KB, home
  // 157.9 KB, template 276.8 KB, icons 209.7 KB. The new routes cost every page ~6.7 KB.
  home: { js: 160 * KB, jsFiles: 5, css: 26 * KB },
  text: { js: 198 * KB, jsFiles: 15, css: 26 * KB },
  demos: { js: 206 * KB, jsFiles: 15, css: 26 * KB },
  api: { js: 188 * KB, jsFiles: 10, css: 26 * KB },
  template: { js: 279 * KB, jsFiles: 29, css: 26 * KB },
  'material-icons': { js: 212 * KB, jsFiles: 15, css: 26 * KB },
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
