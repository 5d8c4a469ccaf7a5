import { expect, test } from './fixtures';

test.describe('API pages', () => {
  test('Button shows its import, props with anchors, inheritance, theme name and classes', async ({ page }) => {
    await page.goto('/material-ui/api/button/');
    await expect(page.locator('h1')).toHaveText('Button API');
    await expect(page.locator('pre').first()).toContainText("import Button from '@mui/material/Button';");
    await expect(page.locator('pre').first()).toContainText("import { Button } from '@mui/material';");
    const variant = page.locator('#prop-variant');
    await expect(variant).toBeVisible();
    // The row itself is the anchor target.
    await expect(variant).toContainText("'text' | 'outlined' | 'contained'");
    await expect(variant.locator('td').nth(1)).toHaveText("'text'");
    await expect(page.getByText('The ref is forwarded to the root element.')).toBeVisible();
    await expect(page.getByText('MuiButton').first()).toBeVisible();
    // In the page's own content (the docs sidebar lists ButtonBase too).
    await expect(page.locator('article').getByRole('link', { name: 'ButtonBase' }).first()).toHaveAttribute(
      'href',
      '/material-ui/api/button-base/',
    );
    await expect(page.locator('#classes-disabled')).toBeVisible();
    await expect(page.locator('nav[aria-labelledby="toc-heading"] a[href="#prop-variant"]')).toHaveCount(1);
    await page.goto('/material-ui/api/button/#prop-size');
    await expect(page.locator('#prop-size')).toBeInViewport();
  });

  test('the props view switch is remembered and long types expand on demand', async ({ page }) => {
    await page.goto('/material-ui/api/autocomplete/');
    const layout = page.getByRole('group', { name: /Layout/ }).first();
    await layout.getByRole('button', { name: 'Expanded list' }).click();
    await expect(layout.getByRole('button', { name: 'Expanded list' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(
      page
        .getByRole('group', { name: /Layout/ })
        .first()
        .getByRole('button', { name: 'Expanded list' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const toggle = page.getByRole('button', { name: 'Show full type' }).first();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide full type' }).first()).toHaveAttribute('aria-expanded', 'true');
  });

  test('every area lists its API pages in the sidebar data and they load without MUI demo code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const path of ['/joy-ui/api/input/', '/base-ui/api/menu/', '/system/api/box/']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(/ API$/);
    }
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.some((body) => body.includes('MuiButtonBase'))).toBe(false);
  });

  test.describe('area docs sidebar', () => {
    const SIDEBAR = 'nav[aria-label="Docs sidebar"]';

    test("Button shows Material UI's sidebar with its own link active, and its links lead to the docs", async ({
      page,
    }) => {
      await page.goto('/material-ui/api/button/');
      const sidebar = page.locator(SIDEBAR);
      await expect(sidebar).toBeVisible();
      await expect(sidebar.getByText('Getting started', { exact: true })).toBeVisible();
      for (const name of ['Overview', 'Installation', 'Usage']) {
        await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
      }
      // The 'API' category is collapsed by default but open on its own pages.
      await expect(sidebar.getByRole('button', { name: 'API', exact: true })).toHaveAttribute('aria-expanded', 'true');
      const apiCategory = sidebar
        .locator('li.theme-doc-sidebar-item-category')
        .filter({ has: page.getByRole('button', { name: 'API', exact: true }) });
      const button = apiCategory.getByRole('link', { name: 'Button', exact: true });
      await expect(button).toHaveAttribute('aria-current', 'page');
      await expect(button).toHaveAttribute('href', '/material-ui/api/button/');
      await expect(sidebar.locator('a[aria-current="page"]')).toHaveCount(1);
      // The page keeps its own TOC on the right.
      await expect(page.locator('nav[aria-labelledby="toc-heading"]')).toBeVisible();

      await sidebar.getByRole('link', { name: 'Installation', exact: true }).click();
      await expect(page).toHaveURL(/\/material-ui\/getting-started\/installation\/$/);
      await expect(page.locator('h1')).toHaveText('Installation');
      await expect(page.locator(SIDEBAR).locator('a[aria-current="page"]')).toHaveText('Installation');
    });

    test('the sidebar can be hidden and shown again, like on docs pages', async ({ page }) => {
      await page.goto('/material-ui/api/button/');
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await expect(page.locator(SIDEBAR)).toBeHidden();
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
      await expect(page.locator(SIDEBAR)).toBeVisible();
    });

    test("Joy UI's Input shows Joy's sidebar, not Material UI's", async ({ page }) => {
      await page.goto('/joy-ui/api/input/');
      const sidebar = page.locator(SIDEBAR);
      await expect(sidebar).toBeVisible();
      // The API link, not Joy's Input component page, which the sidebar also lists.
      await expect(sidebar.locator('a[href="/joy-ui/api/input/"]')).toHaveAttribute('aria-current', 'page');
      await expect(sidebar.getByRole('link', { name: 'Installation', exact: true })).toHaveAttribute(
        'href',
        '/joy-ui/getting-started/installation/',
      );
      // Joy's own components are listed; Material UI's pages and sections are not.
      await expect(sidebar.getByRole('link', { name: 'AspectRatio', exact: true })).toHaveAttribute(
        'href',
        '/joy-ui/api/aspect-ratio/',
      );
      await expect(sidebar.locator('a[href^="/material-ui/"]')).toHaveCount(0);
      await expect(sidebar.getByText('Discover more', { exact: true })).toHaveCount(0);
      await expect(sidebar.getByText('Main features', { exact: true })).toHaveCount(1);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 360, height: 740 } });

      test("the navbar menu lists the area's pages and leads to them", async ({ page }) => {
        await page.goto('/material-ui/api/button/');
        await expect(page.locator(SIDEBAR)).toHaveCount(0);
        await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
        const menu = page.locator('.navbar-sidebar');
        await expect(menu).toBeVisible();
        await expect(menu.getByRole('button', { name: /Back to main menu/ })).toBeVisible();
        for (const name of ['Overview', 'Installation', 'Usage']) {
          await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
        }
        // Accordion has a component page and an API page, both named "Accordion" in the menu.
        await expect(menu.locator('a[href="/material-ui/api/accordion/"]')).toBeVisible();
        await expect(menu.locator('a[href="/material-ui/api/button/"]')).toHaveAttribute('aria-current', 'page');

        await menu.getByRole('link', { name: 'Installation', exact: true }).click();
        await expect(page).toHaveURL(/\/material-ui\/getting-started\/installation\/$/);
        await expect(page.locator('h1')).toHaveText('Installation');
        await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
      });
    });
  });
});
