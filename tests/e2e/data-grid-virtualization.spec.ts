import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { liveDemo, watchForProblems } from './helpers';

const PATH = '/x/react-data-grid/virtualization/';

/** A live demo by name: the page has hydrated, the reader has interacted and the demo runs. */
/** The highest `aria-rowindex` among the rows in the DOM. */
const lastRenderedRowIndex = (grid: Locator) =>
  grid
    .locator('[role="row"][aria-rowindex]')
    .evaluateAll((rows) => Math.max(...rows.map((row) => Number(row.getAttribute('aria-rowindex')))));

test('the 10,000-row grid keeps fewer than 200 rows in the DOM, before and after scrolling to the middle', async ({
  page,
  baseURL,
}) => {
  const problems = watchForProblems(page, baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PATH);
  const preview = await liveDemo(page, 'VirtualizationLargeGrid');
  // The accessible name goes on the grid's root element, which wraps the element with role=grid.
  const grid = preview.getByLabel('Weekly unit sales for 10,000 products').getByRole('grid');
  await expect(grid.locator('.MuiDataGrid-row').first()).toBeVisible();

  // The grid announces every row (plus its header row) and every column, whatever is rendered.
  expect(Number(await grid.getAttribute('aria-rowcount'))).toBeGreaterThanOrEqual(10_001);
  expect(Number(await grid.getAttribute('aria-colcount'))).toBeGreaterThanOrEqual(50);
  const rowsAtTop = await grid.getByRole('row').count();
  expect(rowsAtTop).toBeGreaterThan(1);
  expect(rowsAtTop).toBeLessThan(200);
  const cellsAtTop = await grid.getByRole('gridcell').count();
  expect(cellsAtTop).toBeLessThan(rowsAtTop * 57);

  // Scroll the viewport to the middle of the page of rows and of the columns.
  const scroller = grid.locator('.MuiDataGrid-virtualScroller');
  await scroller.evaluate((element) => {
    element.scrollTop = (element.scrollHeight - element.clientHeight) / 2;
    element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
  });
  await expect.poll(() => lastRenderedRowIndex(grid)).toBeGreaterThan(40);
  // Columns from the middle are rendered, the first ones are not.
  await expect
    .poll(() =>
      grid
        .locator('[role="columnheader"][aria-colindex]')
        .evaluateAll((headers) => Math.max(...headers.map((header) => Number(header.getAttribute('aria-colindex'))))),
    )
    .toBeGreaterThan(20);
  await expect(grid.locator('[role="columnheader"][aria-colindex="1"]')).toHaveCount(0);
  const rowsInMiddle = await grid.getByRole('row').count();
  expect(rowsInMiddle).toBeLessThan(200);
  // The status line follows the render window.
  await expect(preview.getByText(/^In view: rows \d+–\d+ of 10,000, columns \d+–\d+ of 57$/)).toBeVisible();

  // The next page of 100 rows is virtualized the same way.
  await preview.getByRole('button', { name: 'Go to next page' }).click();
  await expect(preview.getByText('101–200 of 10000')).toBeVisible();
  expect(Number(await grid.getAttribute('aria-rowcount'))).toBeGreaterThanOrEqual(10_001);
  expect(await grid.getByRole('row').count()).toBeLessThan(200);
  expect(problems.problems).toEqual([]);
});

test('disableVirtualization renders every row; switching virtualization on renders fewer', async ({
  page,
  baseURL,
}) => {
  const problems = watchForProblems(page, baseURL!);
  await page.goto(PATH);
  const preview = await liveDemo(page, 'VirtualizationDisabled');
  const grid = preview.getByLabel('Weekly unit sales for 60 products').getByRole('grid');
  await expect(grid.locator('.MuiDataGrid-row')).toHaveCount(60);
  await expect(preview.getByText('Row elements in the page: 60 of 60')).toBeVisible();

  await preview.getByLabel('Virtualization').check();
  await expect.poll(() => grid.locator('.MuiDataGrid-row').count()).toBeLessThan(60);
  await expect(preview.getByText('Row elements in the page: 60 of 60')).toHaveCount(0);
  expect(problems.problems).toEqual([]);
});
