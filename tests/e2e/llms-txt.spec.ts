import { expect, test } from './fixtures';

test.describe('API pages link to the pages that show them', () => {
  for (const [apiPath, pagePath] of [
    ['/material-ui/api/button/', '/material-ui/react-button/'],
    ['/material-ui/api/icon-button/', '/material-ui/react-app-bar/'],
    ['/joy-ui/api/button/', '/joy-ui/react-button/'],
    ['/base-ui/api/select/', '/base-ui/react-select/'],
  ]) {
    test(`${apiPath} lists ${pagePath} under Demos`, async ({ page }) => {
      await page.goto(apiPath);
      const demos = page.locator('section', { has: page.getByRole('heading', { name: 'Demos', level: 2 }) });
      await demos.locator(`a[href="${pagePath}"]`).click();
      await expect(page).toHaveURL(pagePath);
      // The component page ends with links back to the API pages of what its demos use.
      const api = page.getByRole('heading', { name: 'API', level: 2 });
      await expect(api).toBeVisible();
      await expect(page.locator(`article a[href="${apiPath}"]`).last()).toBeVisible();
    });
  }
});

test.describe('pages as Markdown', () => {
  test('llms.txt links to the Markdown of more than 250 pages in every area', async ({ request }) => {
    const text = await (await request.get('/llms.txt')).text();
    expect(text.startsWith('# MUI Docs\n\n> ')).toBe(true);
    const links = [...text.matchAll(/\]\((https?:\/\/[^)]+\.md)\)/g)].map((match) => new URL(match[1]).pathname);
    expect(links.length).toBeGreaterThan(250);
    for (const area of ['/material-ui/', '/joy-ui/', '/system/', '/base-ui/', '/experiments/', '/x/', '/toolpad/']) {
      expect(
        links.some((link) => link.startsWith(area)),
        area,
      ).toBe(true);
    }
    const served = await request.get(links[0]);
    expect(served.ok()).toBe(true);
    const full = await request.get('/material-ui/llms-full.txt');
    expect(await full.text()).toContain('# Button API');
  });

  test("the Button page's Markdown inlines its demos as TypeScript", async ({ request }) => {
    const response = await request.get('/material-ui/react-button.md');
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    const markdown = await response.text();
    expect(markdown.startsWith('# Button\n')).toBe(true);
    expect(markdown).toMatch(/```tsx\n[^`]*from '@mui\/material\/Button'/);
    expect(markdown).not.toContain('<Demo');
    expect(markdown).toContain('## API');
  });

  test("the Button API page's Markdown has a props table", async ({ request }) => {
    const markdown = await (await request.get('/material-ui/api/button.md')).text();
    expect(markdown).toContain('| Name | Type | Default | Description |');
    expect(markdown).toMatch(/^\| `variant` \| .*'outlined'.* \| `'text'` \|/m);
  });
});

test.describe('Copy page', () => {
  test('copies the page as Markdown, and the menu opens the raw Markdown', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/material-ui/react-button/');
    const copy = page.getByRole('button', { name: 'Copy this page as Markdown' });
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toHaveText('Copied');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const markdown = await (await page.request.get('/material-ui/react-button.md')).text();
    expect(clipboard).toBe(markdown);

    const more = page.getByRole('button', { name: 'More ways to use this page' });
    await more.click();
    const item = page.getByRole('menuitem', { name: 'View as Markdown' });
    await expect(item).toBeFocused();
    await expect(item).toHaveAttribute('href', '/material-ui/react-button.md');
    await page.keyboard.press('Escape');
    await expect(item).toBeHidden();
    await expect(more).toBeFocused();
  });

  test('API pages offer it too', async ({ page }) => {
    await page.goto('/joy-ui/api/button/');
    await expect(page.getByRole('button', { name: 'Copy this page as Markdown' })).toBeVisible();
  });
});
