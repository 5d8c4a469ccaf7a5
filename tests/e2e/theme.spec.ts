import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DENSITY_PAGE = '/material-ui/customization/density/';
const TEXT_PAGE = '/material-ui/getting-started/installation/';
const BUILD_DIR = path.resolve(__dirname, '../../build');

async function storePreferences(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, values);
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('colour mode', () => {
  test('a stored dark preference paints dark before any bundle runs', async ({ page }) => {
    await storePreferences(page, { 'mui-mode': 'dark' });
    // Block every script bundle: only the inline head script can apply the mode.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(TEXT_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveClass(/\bmode-dark\b/);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(11, 13, 14)');
  });

  test('system follows the OS setting, also while the page is open', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(TEXT_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.waitForLoadState('networkidle');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('body')).toHaveClass(/\bmode-light\b/);
  });

  test('the settings drawer switches the mode at once and the choice survives reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(DENSITY_PAGE);
    const drawer = await openSettings(page);
    await drawer.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveClass(/\bmode-dark\b/);
    // The live demo follows: its paper turns dark.
    const paperBackground = () =>
      page.getByTestId('theme-preview').evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect.poll(paperBackground).toBe('rgb(18, 18, 18)');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(paperBackground).toBe('rgb(18, 18, 18)');
  });
});

test.describe('direction', () => {
  test('right-to-left flips the page and mirrors the demos', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(DENSITY_PAGE);
    const preview = page.getByTestId('theme-preview');
    const save = preview.getByRole('button', { name: 'Save order' });
    const cancel = preview.getByRole('button', { name: 'Cancel' });
    expect((await save.boundingBox())!.x).toBeLessThan((await cancel.boundingBox())!.x);

    const drawer = await openSettings(page);
    await drawer.getByRole('button', { name: 'Right to left' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await expect.poll(async () => (await save.boundingBox())!.x).toBeGreaterThan((await cancel.boundingBox())!.x);
    // Styles are mirrored by the RTL Emotion cache: the edge="start" menu button's negative
    // margin moves to the right-hand side.
    const menuButton = preview.getByRole('button', { name: 'Open navigation' });
    await expect.poll(() => menuButton.evaluate((element) => getComputedStyle(element).marginRight)).toBe('-12px');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => menuButton.evaluate((element) => getComputedStyle(element).marginRight)).toBe('-12px');
  });
});

test.describe('settings drawer', () => {
  test('is keyboard reachable, labelled, and returns focus when closed', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(TEXT_PAGE);
    const trigger = page.getByRole('button', { name: 'Settings' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await expect(drawer).toBeVisible();
    for (const group of ['Mode', 'Direction', 'Language']) {
      await expect(drawer.getByRole('group', { name: group })).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(drawer.getByRole('link', { name: 'Edit documentation colors' })).toHaveAttribute(
      'href',
      '/material-ui/customization/color/',
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('MUI and the drawer load only after interaction on a text page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(TEXT_PAGE, { waitUntil: 'networkidle' });
    const contains = (marker: string) =>
      scripts.some((script) => fs.readFileSync(path.join(BUILD_DIR, script), 'utf8').includes(marker));
    expect(contains('MuiDrawer')).toBe(false);
    expect(contains('MuiButtonBase')).toBe(false);
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    expect(contains('MuiDrawer')).toBe(true);
  });
});

test.describe('customization pages', () => {
  test('the colour playground applies colours to demos and the choice persists', async ({ page }) => {
    await page.goto('/material-ui/customization/color/');
    const appBar = page.getByTestId('theme-preview').locator('header');
    await expect
      .poll(() => appBar.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(25, 118, 210)');
    const primary = page.getByRole('group', { name: /Primary/ });
    await primary.getByRole('radio', { name: 'purple', exact: true }).check();
    await primary.getByRole('combobox').selectOption('500');
    await page.getByRole('button', { name: 'Apply to the docs demos' }).click();
    await expect(page.getByRole('button', { name: 'Applied to the docs demos' })).toBeDisabled();
    await expect
      .poll(() => appBar.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(156, 39, 176)');

    // Another page's demos use the same colours, after a full reload.
    await page.goto(DENSITY_PAGE);
    const otherAppBar = page.getByTestId('theme-preview').locator('header');
    await expect
      .poll(() => otherAppBar.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(156, 39, 176)');

    await page.goto('/material-ui/customization/color/');
    await page.getByRole('button', { name: 'Reset to the default colours' }).click();
    await expect
      .poll(() => appBar.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(25, 118, 210)');
  });

  test('the compact theme and spacing change the demos', async ({ page }) => {
    await page.goto(DENSITY_PAGE);
    const save = page.getByTestId('theme-preview').getByRole('button', { name: 'Save order' });
    const regularHeight = (await save.boundingBox())!.height;
    await page.getByRole('checkbox', { name: 'Compact theme' }).check();
    await expect.poll(async () => (await save.boundingBox())!.height).toBeLessThan(regularHeight);
    await expect(page.getByRole('button', { name: 'Reset density' })).toBeVisible();

    const body = page.getByTestId('theme-preview').locator('> div').last();
    const padding = () => body.evaluate((element) => getComputedStyle(element).paddingTop);
    expect(await padding()).toBe('16px');
    await page.getByRole('button', { name: 'Decrease spacing' }).click();
    await page.getByRole('button', { name: 'Decrease spacing' }).click();
    await expect(page.locator('output')).toHaveText('6px');
    await expect.poll(padding).toBe('12px');
    await page.getByRole('button', { name: 'Reset density' }).click();
    await expect.poll(padding).toBe('16px');
    await expect.poll(async () => (await save.boundingBox())!.height).toBe(regularHeight);
  });
});
