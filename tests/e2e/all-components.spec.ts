import { expect, test } from './fixtures';
import { axe, gotoSettled, watchForProblems, storeReaderSettings } from './helpers';
import { sidebarsByArea } from '../../sidebars';

const PAGE = '/material-ui/all-components/';
/** The sub-categories of the Material UI sidebar's Components section, in order. */
const componentsSection = (
  sidebarsByArea['material-ui'].materialUi as Array<{ label?: string; items?: unknown[] }>
).find((item) => item.label === 'Components');
const GROUPS = (componentsSection?.items ?? [])
  .filter((item): item is { type: 'category'; label: string } => (item as { type?: string }).type === 'category')
  .map((item) => item.label);

const cards = (page: import('@playwright/test').Page) => page.locator('[data-component-card]');

test.describe('All components page', () => {
  test('shows one card per page of the sidebar, grouped as in the sidebar', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, new URL(baseURL!).origin);
    await gotoSettled(page, PAGE);
    const main = page.locator('article');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(GROUPS);

    // The sidebar's Components category, without this page.
    const sidebarLinks = await page
      .locator(
        'nav[aria-label="Docs sidebar"] .menu__list-item-collapsible:has-text("Components") + ul a.menu__link[href]',
      )
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const cardLinks = await cards(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const expected = sidebarLinks.filter((href) => href !== PAGE);
    expect(GROUPS.length).toBeGreaterThan(1);
    expect(expected.length).toBeGreaterThan(5);
    expect(cardLinks).toEqual(expected);
    expect(problems.problems).toEqual([]);
  });

  test('every card links to a page and shows its illustration', async ({ page, request }) => {
    await gotoSettled(page, PAGE);
    const entries = await cards(page).evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href')!,
        image: link.querySelector('img')!.getAttribute('src')!,
      })),
    );
    for (const { href, image } of entries) {
      const pageResponse = await request.get(href);
      expect(pageResponse.status(), href).toBe(200);
      expect(await pageResponse.text(), href).not.toContain('http-equiv="refresh"');
      const imageResponse = await request.get(image);
      expect(imageResponse.status(), image).toBe(200);
      expect(imageResponse.headers()['content-type'], image).toContain('image/svg+xml');
    }
  });

  test('cards are links the keyboard reaches, in a grid that fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoSettled(page, PAGE);
    const first = cards(page).first();
    await first.focus();
    await expect(first).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cards(page).nth(1)).toBeFocused();
    const columns = async () =>
      page
        .locator('[data-component-card]')
        .evaluateAll(
          (links) => new Set(links.slice(0, 6).map((link) => Math.round(link.getBoundingClientRect().left))).size,
        );
    expect(await columns()).toBeGreaterThanOrEqual(3);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await columns()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  for (const [mode, direction] of [
    ['light', 'ltr'],
    ['dark', 'rtl'],
  ] as const) {
    test(`has no axe violations (${mode}, ${direction})`, async ({ page }) => {
      await storeReaderSettings(page, mode, direction);
      await gotoSettled(page, PAGE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const results = await axe(page);
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
