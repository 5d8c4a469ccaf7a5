import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { liveDemo, watchForProblems } from './helpers';

const QUICK_FILTER_PAGE = '/x/react-data-grid/filtering/quick-filter/';

/** A live demo by name: the page has hydrated, the reader has interacted and the demo runs. */
/** The grid's body rows (header rows have no data-id). */
const bodyRows = (preview: Locator) => preview.locator('[role="row"][data-id]');
/** The pagination's "1–22 of 22" text in the footer. */
const displayedRows = (preview: Locator) => preview.locator('.MuiTablePagination-displayedRows');

test('typing in the quick filter narrows the rows to those containing the text', async ({ page, baseURL }) => {
  const watcher = watchForProblems(page, new URL(baseURL!).origin);
  await page.goto(QUICK_FILTER_PAGE);
  const preview = await liveDemo(page, 'QuickFilterToolbar');

  await expect(displayedRows(preview)).toHaveText(/of 22$/);
  const before = await bodyRows(preview).count();

  await preview.getByRole('searchbox').fill('canada');
  await expect(displayedRows(preview)).toHaveText('1–3 of 3');
  await expect(bodyRows(preview)).toHaveCount(3);
  expect(before).toBeGreaterThan(3);
  for (const row of await bodyRows(preview).all()) {
    await expect(row).toContainText(/canada/i);
  }

  // Clearing the search brings every row back.
  await preview.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(displayedRows(preview)).toHaveText(/of 22$/);
  expect(watcher.problems).toEqual([]);
});

test('ignoreDiacritics decides whether "zurich" finds Zürich', async ({ page, baseURL }) => {
  const watcher = watchForProblems(page, new URL(baseURL!).origin);
  await page.goto(QUICK_FILTER_PAGE);
  const preview = await liveDemo(page, 'QuickFilterDiacritics');

  await expect(bodyRows(preview)).toHaveCount(1);
  await expect(bodyRows(preview).first()).toContainText('Zürich');

  await preview.getByRole('checkbox', { name: 'ignoreDiacritics' }).uncheck();
  await expect(bodyRows(preview)).toHaveCount(0);
  await expect(preview.getByText('No results found.')).toBeVisible();
  expect(watcher.problems).toEqual([]);
});
