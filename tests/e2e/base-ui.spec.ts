import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { interact, sitemapPaths, watchForProblems } from './helpers';

/** Base UI component pages with demos: every demo comes in three stylings. */
const COMPONENT_PAGES = sitemapPaths().filter((pathname) => /^\/base-ui\/react-[a-z-]+\/$/.test(pathname));
const STYLINGS = ['Tailwind CSS', 'Plain CSS', 'MUI System'] as const;

test('Base UI has its component pages', () => {
  expect(COMPONENT_PAGES.length).toBeGreaterThanOrEqual(22);
});

async function chooseStyling(page: Page, demo: ReturnType<Page['locator']>, styling: (typeof STYLINGS)[number]) {
  const menuButton = demo.getByRole('toolbar').getByRole('button', { name: /^Code styling/ });
  await menuButton.click();
  await page.getByRole('menu', { name: 'Code styling' }).getByRole('menuitemradio', { name: styling }).click();
  await expect(menuButton).toHaveText(styling);
}

test.describe('every Base UI demo in three stylings', () => {
  for (const pathname of COMPONENT_PAGES) {
    test(`the first demo of ${pathname} renders in each styling`, async ({ page, baseURL }) => {
      const watcher = watchForProblems(page, baseURL!);
      await page.goto(pathname);
      await interact(page);
      const demo = page.locator('[data-demo]').first();
      await demo.scrollIntoViewIfNeeded();
      const preview = demo.locator('.demo-preview');
      await expect(preview).toHaveAttribute('data-demo-state', 'live');
      for (const styling of STYLINGS) {
        await chooseStyling(page, demo, styling);
        if (styling === 'Tailwind CSS') await expect(preview).toHaveAttribute('data-tailwind-demo', /.+/);
        else await expect(preview).not.toHaveAttribute('data-tailwind-demo', /.+/);
        if (styling === 'Plain CSS') {
          // The CSS module came with the variant's chunk, and its rules reach the preview's elements.
          const styled = await preview.evaluate((element) => {
            const sheets = Array.from(
              document.querySelectorAll('style[data-demo-css]'),
              (style) => style.textContent ?? '',
            );
            const classes = Array.from(element.querySelectorAll('[class]')).flatMap((child) =>
              Array.from(child.classList),
            );
            return classes.some((name) => sheets.some((sheet) => sheet.includes(`.${name}`)));
          });
          expect(styled, `${pathname}: the CSS module styles the preview`).toBe(true);
        }
        await expect(demo.locator('[data-demo-crashed]')).toHaveCount(0);
        // Something rendered: an element of the preview has a size.
        const rendered = await preview.evaluate((element) =>
          Array.from(element.querySelectorAll('*')).some((child) => child.getBoundingClientRect().width > 0),
        );
        expect(rendered, `${pathname} in ${styling}`).toBe(true);
      }
      expect(watcher.problems.filter((problem) => !problem.includes('net::ERR_ABORTED'))).toEqual([]);
    });
  }
});
