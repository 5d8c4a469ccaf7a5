import zlib from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchForProblems } from './helpers';

const JOY_PAGE = '/joy-ui/getting-started/usage/';
const INDEX_URL = '**/search-index/index.json';
const BUDGET_BYTES = 150 * 1024;

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const trigger = (page: Page) => page.locator('[data-search-trigger="navbar"]');
const results = (page: Page, query: string) =>
  page.locator(`[role="listbox"][data-state="results"][data-query="${query}"]`);

const open = (page: Page, path = JOY_PAGE) => page.goto(path);

test.describe('search dialog', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('Ctrl+K opens it, Escape closes it and focus returns to the trigger', async ({ page }) => {
    await open(page);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(trigger(page)).toBeFocused();
  });

  test('Meta+K opens it too, and Ctrl+K again closes it', async ({ page }) => {
    await open(page);
    await page.keyboard.press('Meta+k');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toHaveCount(0);
  });

  test("'/' opens it, except while typing in a field", async ({ page }) => {
    await open(page);
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    // Inside the search field, '/' is just a character.
    await page.keyboard.type('a/b');
    await expect(combobox(page)).toHaveValue('a/b');
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'scratch-field';
      document.querySelector('main')?.prepend(input);
    });
    await page.locator('#scratch-field').focus();
    await page.keyboard.press('/');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('#scratch-field')).toHaveValue('/');
  });

  test('the navbar button opens it, and focus returns to the button', async ({ page }) => {
    await open(page);
    await expect(trigger(page)).toHaveAccessibleName('Search');
    await trigger(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(trigger(page)).toBeFocused();
  });

  test('with no query it shows quick links to every product', async ({ page }) => {
    await open(page);
    await trigger(page).click();
    const listbox = page.getByRole('listbox', { name: 'Quick links' });
    await expect(listbox).toBeVisible();
    const options = listbox.getByRole('option');
    const hrefs = await options.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // The current product comes first.
    expect(hrefs[0]).toBe('/joy-ui/getting-started/');
    for (const landing of [
      '/material-ui/getting-started/',
      '/system/getting-started/',
      '/base-ui/getting-started/',
      '/x/react-data-grid/',
      '/toolpad/core/introduction/',
    ]) {
      expect(hrefs).toContain(landing);
    }
    expect(hrefs).not.toContain('/experiments/docs/getting-started/');
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('typing shows results grouped by product, the current product first', async ({ page }) => {
    await open(page);
    await trigger(page).click();
    await combobox(page).pressSequentially('installation');
    const listbox = results(page, 'installation');
    await expect(listbox).toBeVisible();
    const groups = listbox.getByRole('group');
    expect(await groups.count()).toBeGreaterThan(1);
    await expect(groups.first()).toHaveAttribute('data-product', 'joy-ui');
    await expect(groups.first()).toHaveAccessibleName('Joy UI');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('href', /^\/joy-ui\/getting-started\/installation\//);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first.locator('mark').first()).toHaveText(/^installation$/i);
    // Each product appears in one group only.
    const products = await groups.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-product')));
    expect(new Set(products).size).toBe(products.length);
  });

  for (const component of ['autocomplete', 'dialog', 'table', 'tabs']) {
    test(`"${component}" on a Material UI page lists the ${component} component page first`, async ({ page }) => {
      await open(page, '/material-ui/react-button/');
      await trigger(page).click();
      await combobox(page).fill(component);
      const first = results(page, component).getByRole('option').first();
      await expect(first).toHaveAttribute('href', `/material-ui/react-${component}/`);
    });
  }

  for (const [query, href] of [
    ['dark mode', '/material-ui/customization/dark-mode/'],
    ['palette', '/material-ui/customization/palette/'],
    ['breakpoints', '/material-ui/customization/breakpoints/'],
    ['server rendering', '/material-ui/guides/server-rendering/'],
  ]) {
    test(`"${query}" on a Material UI page lists the ${href} guide first`, async ({ page }) => {
      await open(page, '/material-ui/getting-started/');
      await trigger(page).click();
      await combobox(page).fill(query);
      await expect(results(page, query).getByRole('option').first()).toHaveAttribute('href', href);
    });
  }

  for (const [query, href] of [
    ['sheet', '/joy-ui/react-sheet/'],
    ['aspect ratio', '/joy-ui/react-aspect-ratio/'],
  ]) {
    test(`"${query}" on a Joy UI page lists the Joy UI ${href} page first`, async ({ page }) => {
      await open(page, JOY_PAGE);
      await trigger(page).click();
      await combobox(page).fill(query);
      await expect(results(page, query).getByRole('option').first()).toHaveAttribute('href', href);
    });
  }

  test('"spacing" on a MUI System page lists the spacing utility first', async ({ page }) => {
    await open(page, '/system/getting-started/usage/');
    await trigger(page).click();
    await combobox(page).fill('spacing');
    await expect(results(page, 'spacing').getByRole('option').first()).toHaveAttribute('href', '/system/spacing/');
  });

  test('Tab and Shift+Tab stay inside the dialog', async ({ page }) => {
    await open(page, '/material-ui/react-button/');
    await trigger(page).click();
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog(page).locator(':focus')).toHaveCount(1);
    const stops = await dialog(page).locator('input, button').count();
    for (let step = 0; step < stops + 1; step += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog(page).locator(':focus')).toHaveCount(1);
    }
  });

  test('section results link to the heading and show a highlighted excerpt', async ({ page }) => {
    await open(page, '/material-ui/getting-started/');
    await trigger(page).click();
    await combobox(page).fill('peer dependencies');
    const option = results(page, 'peer dependencies').getByRole('option').first();
    await expect(option).toHaveAttribute('href', '/material-ui/getting-started/installation/#peer-dependencies');
    await expect(option).toContainText('Installation');
    await expect(option).toContainText('Peer dependencies');
    await expect(option.locator('mark').first()).toBeVisible();
  });

  test('arrow keys move through the options and Enter opens the active one', async ({ page }) => {
    await open(page);
    await trigger(page).click();
    await combobox(page).fill('installation');
    const listbox = results(page, 'installation');
    const options = listbox.getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await expect(combobox(page)).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) as string);
    // The list in its final form: the complete answer can add heading results under a page, which
    // moves every option after it (a CI run pressed Enter on a different option than the test read).
    await expect(listbox).toHaveAttribute('data-complete', 'true');

    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) as string);
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    // Up from the first option wraps to the last.
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');

    const href = (await second.getAttribute('href')) as string;
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new URL(href, page.url()).href);
  });

  test('clicking a result opens it', async ({ page }) => {
    await open(page);
    await trigger(page).click();
    await combobox(page).fill('data grid');
    const option = results(page, 'data grid').locator('[data-result-path="/x/react-data-grid/"]').first();
    await option.click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
    await expect(page.locator('h1')).toHaveText('Data Grid');
  });

  test('bad queries answer sensibly without errors', async ({ page, baseURL }) => {
    const watched = watchForProblems(page, baseURL as string);
    await open(page);
    await trigger(page).click();
    const input = combobox(page);
    for (const query of [
      '   ',
      '.*+?^${}()|[]\\',
      '(slider|button)[0-9]+',
      '<img src=x onerror=alert(1)>',
      'x'.repeat(2000),
      'installation '.repeat(160),
    ]) {
      await input.fill(query);
      await page.waitForTimeout(100);
      await expect(dialog(page)).toBeVisible();
      await expect(page.locator('[data-search-unavailable]')).toHaveCount(0);
    }
    await input.fill('zzzqqq');
    await expect(dialog(page)).toContainText('No results for “zzzqqq”');
    await input.fill('');
    await expect(page.getByRole('listbox', { name: 'Quick links' })).toBeVisible();
    await input.fill('installation');
    await expect(results(page, 'installation')).toBeVisible();
    // Third-party requests (ads) cannot resolve offline; everything else must be clean.
    expect(watched.problems).toEqual([]);
  });

  test("a corrupt index shows 'Search is unavailable' and the page keeps working", async ({ page }) => {
    await page.route(INDEX_URL, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '<html>garbage{' }),
    );
    await open(page);
    await trigger(page).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Search is unavailable');
    await combobox(page).fill('installation');
    await expect(dialog(page).getByRole('alert')).toHaveText('Search is unavailable');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('link', { name: 'Installation', exact: true })
      .click();
    await expect(page.locator('h1')).toHaveText('Installation');
  });

  test("a missing index shows 'Search is unavailable'", async ({ page }) => {
    await page.route(INDEX_URL, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await open(page);
    await page.keyboard.press('Control+k');
    await expect(dialog(page).getByRole('alert')).toHaveText('Search is unavailable');
  });

  test('opening the dialog and showing the first results fetches at most 150 KB (gzip)', async ({ page, baseURL }) => {
    await open(page);
    let bytes = 0;
    const pending: Promise<void>[] = [];
    const fetched: string[] = [];
    const onResponse = (response: Response) => {
      // Link prefetches (type "other") are Docusaurus fetching the routes of links on screen, the
      // sidebar's among them, on its own schedule; on a busy machine they overlap the search.
      if (!response.url().startsWith(baseURL as string) || response.request().resourceType() === 'other') return;
      pending.push(
        response.body().then(
          (body) => {
            fetched.push(response.url());
            bytes += zlib.gzipSync(body, { level: 6 }).length;
          },
          () => undefined,
        ),
      );
    };
    page.on('response', onResponse);
    await trigger(page).click();
    await combobox(page).fill('theme');
    // The first result list, excerpts included; the background prefetch, which starts once it is complete, is not counted.
    await expect(results(page, 'theme')).toHaveAttribute('data-complete', 'true');
    page.off('response', onResponse);
    await Promise.all(pending);
    expect(fetched.some((url) => url.includes('/search-index/index.json'))).toBe(true);
    expect(fetched.some((url) => url.includes('/search-index/shards/'))).toBe(true);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  test('works in dark mode and right-to-left', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('mui-mode', 'dark');
      localStorage.setItem('mui-direction', 'rtl');
    });
    await open(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('Control+k');
    await combobox(page).fill('theme');
    await expect(results(page, 'theme')).toBeVisible();
    const style = await dialog(page).evaluate((element) => {
      const computed = getComputedStyle(element);
      return { direction: computed.direction, background: computed.backgroundColor };
    });
    expect(style.direction).toBe('rtl');
    // A dark surface: every channel well below the light theme's white.
    const channels = style.background.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
    expect(Math.max(...channels)).toBeLessThan(100);
  });
});

test.describe('search on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
  });

  test('the navbar keeps a compact icon button that opens a full-screen dialog', async ({ page }) => {
    await open(page);
    const button = trigger(page);
    await expect(button).toBeVisible();
    expect((await button.boundingBox())?.width).toBeLessThanOrEqual(44);
    await button.click();
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBe(360);
    await combobox(page).fill('install');
    await expect(results(page, 'install')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the mobile menu has a compact search button', async ({ page }) => {
    await open(page);
    // The navbar's own button shrinks to an icon and keeps its name.
    const navbarButton = page.locator('[data-search-trigger="navbar"]');
    await expect(navbarButton).toBeVisible();
    await expect(navbarButton).toHaveAccessibleName('Search');
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    // On doc pages the menu opens on the doc sidebar; the navbar items are one level up.
    const back = page.getByRole('button', { name: /back to main menu/i });
    await back.click();
    const mobileButton = page.locator('[data-search-trigger="mobile"]');
    await expect(mobileButton).toBeVisible();
    await expect(mobileButton).toHaveAccessibleName('Search');
    await mobileButton.click();
    await expect(dialog(page)).toBeVisible();
    await expect(combobox(page)).toBeFocused();
  });
});

test('keys typed right after the shortcut, while the dialog still loads, are not lost', async ({ page }) => {
  // Hydrated (the fixture waits), so the shortcut listens; the dialog's own code is still not loaded.
  await page.goto('/joy-ui/getting-started/');
  await page.keyboard.press('Control+K');
  await page.keyboard.type('slider', { delay: 0 });
  await expect(page.getByRole('combobox')).toHaveValue('slider');
});
