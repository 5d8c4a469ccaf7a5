import path from 'node:path';
import { expect, test } from './fixtures';
import { collectLoadedAssets, PAGE_TYPES, sizeOfFiles } from '../../scripts/lib/page-assets.mjs';
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
