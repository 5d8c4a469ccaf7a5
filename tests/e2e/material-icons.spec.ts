import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe, watchForProblems, storeReaderSettings } from './helpers';
import { collectLoadedAssets, sizeOfFiles } from '../../scripts/lib/page-assets.mjs';
import { budgetProblems, SPEC_LIMITS } from '../../scripts/lib/budgets.mjs';

const BUILD_DIR = path.resolve(__dirname, '../../build');
const PAGE = '/material-ui/material-icons/';
const IMPORT_DELETE = "import DeleteIcon from '@mui/icons-material/Delete';";

const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Search icons' });
const count = (page: Page) => page.locator('[data-icon-count]');
const grid = (page: Page) => page.locator('[data-icon-grid]');
const icons = (page: Page) => grid(page).getByRole('button');

/** The number in the live count ("2,134 icons" -> 2134). */
async function countValue(page: Page): Promise<number> {
  const text = (await count(page).textContent()) ?? '';
  const match = /^([\d,]+) icons?$/.exec(text.trim());
  if (!match) throw new Error(`unexpected count "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

async function openPage(page: Page) {
  await page.goto(PAGE);
  await expect(icons(page).first()).toBeVisible();
}

test.describe('Material icons page', () => {
  test('typing filters the grid by name and updates the count', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, new URL(baseURL!).origin);
    await openPage(page);
    await expect(count(page)).toHaveAttribute('aria-live', 'polite');
    const all = await countValue(page);
    expect(all).toBeGreaterThan(2000);
    await expect(grid(page)).toHaveAttribute('data-theme-filter', 'Filled');

    await searchField(page).fill('delete');
    await expect(grid(page)).toHaveAttribute('data-query', 'delete');
    await expect(icons(page).first()).toHaveAccessibleName('Delete');
    await expect(page.getByRole('button', { name: 'DeleteForever', exact: true })).toBeVisible();
    const filtered = await countValue(page);
    expect(filtered).toBeGreaterThan(3);
    expect(filtered).toBeLessThan(all);
    await expect(icons(page)).toHaveCount(filtered);

    await searchField(page).fill('');
    await expect.poll(() => countValue(page)).toBe(all);
    expect(problems.problems).toEqual([]);
  });

  test('a synonym finds the icon whose name says something else', async ({ page }) => {
    await openPage(page);
    await searchField(page).fill('trash');
    await expect(icons(page).first()).toHaveAccessibleName('Delete');
    await searchField(page).fill('gear');
    await expect(icons(page).first()).toHaveAccessibleName('Settings');
    await searchField(page).fill('qwzqwz');
    await expect(count(page)).toHaveText('0 icons');
    await expect(page.getByText('No icon name matches')).toBeVisible();
  });

  test('the theme filter switches the grid to that theme', async ({ page }) => {
    await openPage(page);
    await searchField(page).fill('delete');
    await page.getByRole('radio', { name: 'Outlined' }).check();
    await expect(grid(page)).toHaveAttribute('data-theme-filter', 'Outlined');
    await expect(icons(page).first()).toHaveAccessibleName('DeleteOutlined');
    const names = await icons(page).evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')),
    );
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(name).toMatch(/Outlined$/);
    await page.getByRole('radio', { name: 'Two tone' }).check();
    await expect(icons(page).first()).toHaveAccessibleName('DeleteTwoTone');
  });

  test('choosing an icon opens its dialog; Copy copies the import line', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openPage(page);
    await searchField(page).fill('delete');
    const deleteButton = page.getByRole('button', { name: 'Delete', exact: true });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-import-line]')).toHaveText(IMPORT_DELETE);
    // The icon is drawn at each size, from the loaded shapes.
    await expect(dialog.locator('svg path')).toHaveCount(4);
    const copy = dialog.getByRole('button', { name: 'Copy code to clipboard' });
    await copy.click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(IMPORT_DELETE);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
  });

  test('works from the keyboard alone', async ({ page }) => {
    await openPage(page);
    await searchField(page).focus();
    await page.keyboard.type('home');
    await expect(icons(page).first()).toHaveAccessibleName('Home');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Filled' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Outlined' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(icons(page).first()).toBeFocused();
    await expect(icons(page).first()).toHaveAccessibleName('HomeOutlined');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'HomeOutlined' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(icons(page).first()).toBeFocused();
  });

  test('shapes load in chunks as their rows scroll into view', async ({ page }) => {
    const chunks = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('/material-icons-data/')) chunks.add(new URL(request.url()).pathname);
    });
    await openPage(page);
    await expect(icons(page).first().locator('svg path').first()).toBeAttached();
    const firstView = chunks.size;
    expect(firstView).toBeGreaterThan(0);
    expect(firstView).toBeLessThanOrEqual(4);
    // Only rows near the viewport are in the page.
    expect(await icons(page).count()).toBeLessThan(200);
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => chunks.size).toBeGreaterThan(firstView);
    await expect(icons(page).last().locator('svg path').first()).toBeAttached();
  });

  test(`loads at most ${SPEC_LIMITS.materialIconsJs / 1024} KB of JS (gzip) before interaction`, async ({
    page,
    baseURL,
  }) => {
    const { scripts, styles } = await collectLoadedAssets(page, new URL(PAGE, baseURL).href);
    const measured = { js: sizeOfFiles(BUILD_DIR, scripts), css: sizeOfFiles(BUILD_DIR, styles) };
    test.info().annotations.push({ type: 'js', description: `${(measured.js.gzip / 1024).toFixed(1)} KB gzip` });
    expect(measured.js.gzip).toBeLessThanOrEqual(SPEC_LIMITS.materialIconsJs);
    expect(budgetProblems('material-icons', measured)).toEqual([]);
  });

  for (const [mode, direction] of [
    ['light', 'ltr'],
    ['dark', 'rtl'],
  ] as const) {
    test(`has no axe violations, dialog open or closed (${mode}, ${direction})`, async ({ page }) => {
      await storeReaderSettings(page, mode, direction);
      await openPage(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('html')).toHaveAttribute('dir', direction);
      await expect(icons(page).first().locator('svg path').first()).toBeAttached();
      const closed = await axe(page);
      expect(closed.violations.map((violation) => violation.id)).toEqual([]);
      await icons(page).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      const open = await axe(page);
      expect(open.violations.map((violation) => violation.id)).toEqual([]);
    });
  }

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(grid(page)).toHaveAttribute('data-columns', '3');
    await icons(page).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    const results = await axe(page);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
