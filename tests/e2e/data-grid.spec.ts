import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { liveDemo, watchForProblems } from './helpers';

/** A live demo by name: the page has hydrated, the reader has interacted and the demo runs. */
/** The cell of `field` in the first row the grid shows (body rows carry their id; header rows don't). */
const firstCell = (grid: Locator, field: string) =>
  grid.locator('[role="row"][data-id]').first().locator(`[role="gridcell"][data-field="${field}"]`);

test.describe('Data Grid demos', () => {
  test('sorting: clicking a column header sorts the rows by it', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL!);
    await page.goto('/x/react-data-grid/sorting/');
    const grid = (await liveDemo(page, 'SortingBasic')).getByRole('grid');
    const header = grid.locator('[role="columnheader"][data-field="destination"]');
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(firstCell(grid, 'destination')).toHaveText('London');

    await header.getByText('Destination', { exact: true }).click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCell(grid, 'destination')).toHaveText('Copenhagen');
    await expect(firstCell(grid, 'id')).toHaveText('SK822');

    // The second click reverses the order; one sort column at a time in the MIT grid.
    await header.getByText('Destination', { exact: true }).click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCell(grid, 'destination')).toHaveText('Warsaw');
    await expect(grid.locator('[role="columnheader"][aria-sort="none"]')).toHaveCount(6);
    expect(problems.problems).toEqual([]);
  });

  test('pagination: "Go to next page" shows the next rows', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL!);
    await page.goto('/x/react-data-grid/pagination/');
    const preview = await liveDemo(page, 'PaginationBasic');
    const grid = preview.getByRole('grid');
    await expect(firstCell(grid, 'city')).toHaveText('Tokyo');
    await expect(preview.getByText('1–5 of 48')).toBeVisible();

    await preview.getByRole('button', { name: 'Go to next page' }).click();
    await expect(preview.getByText('6–10 of 48')).toBeVisible();
    await expect(firstCell(grid, 'city')).toHaveText('Cairo');
    await expect(grid.getByRole('gridcell', { name: 'Tokyo' })).toHaveCount(0);
    await expect(preview.getByRole('button', { name: 'Go to previous page' })).toBeEnabled();
    expect(problems.problems).toEqual([]);
  });

  test('row selection: checking a row selects it and the footer counts it', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL!);
    await page.goto('/x/react-data-grid/row-selection/');
    const preview = await liveDemo(page, 'RowSelectionCheckbox');
    const grid = preview.getByRole('grid');
    const row = grid.locator('[role="row"][data-id="SO-10483"]');
    await expect(row).toHaveAttribute('aria-selected', 'false');
    await expect(preview.getByText(/rows? selected/)).toHaveCount(0);

    await row.getByRole('checkbox', { name: 'Select row' }).check();
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(row.getByRole('checkbox', { name: 'Unselect row' })).toBeChecked();
    await expect(preview.getByText('1 row selected')).toBeVisible();

    await grid.locator('[role="row"][data-id="SO-10487"]').getByRole('checkbox', { name: 'Select row' }).check();
    await expect(preview.getByText('2 rows selected')).toBeVisible();
    expect(problems.problems).toEqual([]);
  });
});
