import { expect, test } from './fixtures';
import { sitemapPaths, watchForProblems } from './helpers';

const paths = sitemapPaths();

test('the sitemap lists every product area', () => {
  for (const prefix of [
    '/material-ui/',
    '/joy-ui/',
    '/system/',
    '/base-ui/',
    '/x/react-data-grid/',
    '/x/migration/',
    '/toolpad/core/',
    '/experiments/docs/',
  ]) {
    expect(
      paths.some((pathname) => pathname.startsWith(prefix)),
      `no page under ${prefix}`,
    ).toBe(true);
  }
});

for (const pathname of paths) {
  test(`${pathname} loads without errors`, async ({ page, baseURL }) => {
    const watcher = watchForProblems(page, baseURL!);
    const response = await page.goto(pathname, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    // Give hydration and lazy chunks time to report problems.
    await page.waitForLoadState('networkidle');
    expect(watcher.problems).toEqual([]);
  });
}
