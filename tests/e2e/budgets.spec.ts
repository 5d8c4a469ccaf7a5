import path from 'node:path';
import { expect, test } from './fixtures';
import { collectLoadedAssets, componentPagePaths, PAGE_TYPES, sizeOfFiles } from '../../scripts/lib/page-assets.mjs';
import { budgetProblems } from '../../scripts/lib/budgets.mjs';

const BUILD_DIR = path.resolve(__dirname, '../../build');

// The same measurement as `npm run bench`: every script and stylesheet a page requests until the
// network is idle, sized from build/ (gzip), so the figures do not depend on the machine.
test('every page type stays within its size budget', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  const figures: Record<string, string> = {};
  let textJs: number | undefined;
  for (const { type, path: pagePath } of PAGE_TYPES) {
    const { scripts, styles } = await collectLoadedAssets(page, new URL(pagePath, baseURL).href);
    const measured = { js: sizeOfFiles(BUILD_DIR, scripts), css: sizeOfFiles(BUILD_DIR, styles) };
    if (type === 'text') textJs = measured.js.gzip;
    figures[type] =
      `${(measured.js.gzip / 1024).toFixed(1)} KB JS in ${measured.js.count} files, ${(measured.css.gzip / 1024).toFixed(1)} KB CSS`;
    problems.push(...budgetProblems(type, measured, { textJs }));
  }
  test.info().annotations.push({ type: 'sizes', description: JSON.stringify(figures) });
  expect(problems).toEqual([]);
});

// Every component page, not only the one the page types sample, holds the component-page budget.
const COMPONENT_PAGES = componentPagePaths(BUILD_DIR);
const COMPONENT_BATCHES = 4;
test('the build has component pages to measure', () => {
  expect(COMPONENT_PAGES.length).toBeGreaterThan(5);
});
for (let batch = 0; batch < COMPONENT_BATCHES; batch += 1) {
  const pages = COMPONENT_PAGES.filter((_path, index) => index % COMPONENT_BATCHES === batch);
  test(`component pages stay within the component-page budget (${batch + 1} of ${COMPONENT_BATCHES})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(20_000 + pages.length * 4_000);
    const problems: string[] = [];
    // One page visits them in turn: Chromium reports a request served from its cache like any other,
    // so each page's list is what a first visit fetches, and shared chunks are not fetched again.
    for (const pagePath of pages) {
      const { scripts, styles } = await collectLoadedAssets(page, new URL(pagePath, baseURL).href);
      const measured = { js: sizeOfFiles(BUILD_DIR, scripts), css: sizeOfFiles(BUILD_DIR, styles) };
      problems.push(...budgetProblems('demos', measured).map((problem) => `${pagePath} ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}

test('Prism is not part of what a text page loads', async ({ page, baseURL }) => {
  const { scripts } = await collectLoadedAssets(
    page,
    new URL('/material-ui/getting-started/installation/', baseURL).href,
  );
  const fs = await import('node:fs');
  for (const script of scripts) {
    const source = fs.readFileSync(path.join(BUILD_DIR, script), 'utf8');
    // The hook name Prism's tokenizer runs; nothing else in the bundles uses it.
    expect(source, script).not.toContain('before-tokenize');
  }
  // The page's code blocks are highlighted all the same.
  await expect(page.locator('.theme-code-block .token.function').first()).toBeVisible();
});
