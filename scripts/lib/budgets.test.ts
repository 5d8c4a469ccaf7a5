import { BUDGETS, SPEC_LIMITS, budgetProblems, budgetReport } from './budgets.mjs';

const KB = 1024;
const measured = (js: number, count: number, css = 10 * KB) => ({ js: { gzip: js, count }, css: { gzip: css } });

describe('size budgets', () => {
  it('never allow more than the spec does', () => {
    expect(BUDGETS.text.js).toBeLessThanOrEqual(SPEC_LIMITS.textJs);
    expect(BUDGETS.demos.js).toBeLessThanOrEqual(SPEC_LIMITS.componentPageJs);
    expect(BUDGETS['material-icons'].js).toBeLessThanOrEqual(SPEC_LIMITS.materialIconsJs);
  });

  it('pass a page within its budget', () => {
    expect(budgetProblems('text', measured(100 * KB, 10))).toEqual([]);
  });

  it('name every limit a page exceeds', () => {
    const { js, jsFiles, css } = BUDGETS.home;
    const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
    expect(budgetProblems('home', measured(js + KB, jsFiles + 1, css + KB))).toEqual([
      `home: JS ${kb(js + KB)} is over ${kb(js)}`,
      `home: JS files ${jsFiles + 1} is over ${jsFiles}`,
      `home: CSS ${kb(css + KB)} is over ${kb(css)}`,
    ]);
  });

  it('hold the API page to the text page of the same build plus 15 KB', () => {
    expect(budgetProblems('api', measured(120 * KB, 8), { textJs: 100 * KB })).toEqual([
      'api: JS (spec: text page + 15 KB) 120.0 KB is over 115.0 KB',
    ]);
    expect(budgetProblems('api', measured(114 * KB, 8), { textJs: 100 * KB })).toEqual([]);
  });

  it('rejects a page type without a budget', () => {
    expect(() => budgetProblems('blog', measured(1, 1))).toThrow('No size budget for page type "blog".');
  });
});

describe('budgetReport', () => {
  it('prints each page type with its budget and what it exceeds', () => {
    expect(budgetReport({ text: measured(100 * KB, 10), api: measured(120 * KB, 8), unknown: measured(1, 1) })).toEqual(
      [
        `text: 100.0 KB JS in 10 files (budget ${(BUDGETS.text.js / KB).toFixed(1)} KB, ${BUDGETS.text.jsFiles} files), 10.0 KB CSS: within budget`,
        `api: 120.0 KB JS in 8 files (budget ${(BUDGETS.api.js / KB).toFixed(1)} KB, ${BUDGETS.api.jsFiles} files), 10.0 KB CSS: api: JS (spec: text page + 15 KB) 120.0 KB is over 115.0 KB`,
      ],
    );
  });
});
