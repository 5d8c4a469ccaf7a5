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
    await expect(page.getByRole('link', { name: 'ButtonBase' }).first()).toHaveAttribute('href', '/material-ui/api/button-base/');
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
    await expect(page.getByRole('group', { name: /Layout/ }).first().getByRole('button', { name: 'Expanded list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
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
});
