import { expect, test } from './fixtures';
import { sitemapPaths, watchForProblems } from './helpers';

/** The Material UI sidebar's sections, in order, with the guide pages each must list (issue 15). */
const SECTIONS: [string, string[]][] = [
  [
    'Getting started',
    [
      'getting-started/example-projects',
      'getting-started/learn',
      'getting-started/design-resources',
      'getting-started/faq',
      'getting-started/supported-components',
      'getting-started/supported-platforms',
      'getting-started/support',
    ],
  ],
  ['Components', []],
  [
    'Customization',
    [
      'customization/how-to-customize',
      'customization/dark-mode',
      'customization/color',
      'customization/right-to-left',
      'customization/shadow-dom',
      'customization/theming',
      'customization/default-theme',
      'customization/creating-themed-components',
      'customization/theme-components',
      'customization/palette',
      'customization/typography',
      'customization/spacing',
      'customization/breakpoints',
      'customization/container-queries',
      'customization/density',
      'customization/z-index',
      'customization/transitions',
      'customization/css-theme-variables/overview',
      'customization/css-theme-variables/usage',
      'customization/css-theme-variables/configuration',
    ],
  ],
  [
    'How-to guides',
    [
      'guides/minimizing-bundle-size',
      'guides/server-rendering',
      'guides/responsive-ui',
      'guides/testing',
      'guides/localization',
      'guides/api',
      'guides/typescript',
      'guides/composition',
      'guides/content-security-policy',
    ],
  ],
  [
    'Integrations',
    [
      'integrations/nextjs',
      'integrations/routing',
      'integrations/styled-components',
      'integrations/interoperability',
      'integrations/theme-scoping',
    ],
  ],
  ['Experimental APIs', ['experimental-api/classname-generator']],
  [
    'Migration',
    [
      'migration/migration-grid-v2',
      'migration/pickers-migration',
      'migration/upgrade-to-v6',
      'migration/migrating-from-deprecated-apis',
      'migration/migrating-to-pigment-css',
      'migration/migration-v4',
      'migration/v5-style-changes',
      'migration/v5-component-changes',
      'migration/migrating-from-jss',
      'migration/troubleshooting',
      'migration/migration-v3',
      'migration/migration-v0x',
    ],
  ],
  [
    'Discover more',
    [
      'discover-more/showcase',
      'discover-more/related-projects',
      'discover-more/roadmap',
      'discover-more/backers',
      'discover-more/vision',
      'discover-more/changelog',
    ],
  ],
  ['Design resources', ['design-resources/material-ui-for-figma', 'design-resources/material-ui-sync']],
];

const GUIDE_PATHS = SECTIONS.flatMap(([, pages]) => pages.map((page) => `/material-ui/${page}/`));

test('every guide page is built and in the sitemap, so the every-page sweep loads it and checks the console (sitemap.spec.ts)', () => {
  const inSitemap = new Set(sitemapPaths());
  expect(GUIDE_PATHS.filter((pathname) => !inSitemap.has(pathname))).toEqual([]);
});

test('the Material UI sidebar lists the guides under their sections, in order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/material-ui/customization/palette/');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const topLevel = sidebar.locator(':scope > ul > li > .menu__list-item-collapsible, :scope > ul > li > div > a');
  const titles = (await topLevel.allInnerTexts()).map((text) => text.trim());
  expect(titles.filter((title) => SECTIONS.some(([section]) => section === title))).toEqual(
    SECTIONS.map(([section]) => section),
  );
  const hrefs = await sidebar
    .locator('a.menu__link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  // First appearances: the current page's link may be repeated (collapsed menus keep a copy).
  const guideOrder = [...new Set(hrefs.filter((href) => GUIDE_PATHS.includes(href)))];
  expect(guideOrder).toEqual(GUIDE_PATHS);
});

test.describe('default theme viewer', () => {
  const PATH = '/material-ui/customization/default-theme/';

  test('shows the installed light theme: palette.primary.main is #1976d2, copyable, filterable, expandable', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const problems = watchForProblems(page, baseURL!);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(PATH);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const viewer = page.locator('[data-theme-viewer="light"]');
    const main = viewer.locator('[data-theme-path="palette.primary.main"]');
    await expect(main).toContainText('"#1976d2"');
    await main.hover();
    await main.getByRole('button', { name: 'Copy palette.primary.main' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('#1976d2');

    await viewer.getByRole('searchbox', { name: 'Filter theme keys' }).fill('borderRadius');
    await expect(viewer.locator('[data-theme-path="shape.borderRadius"]')).toContainText('4');
    await expect(viewer.locator('[data-theme-path="palette.primary.main"]')).toHaveCount(0);

    await viewer.getByRole('searchbox', { name: 'Filter theme keys' }).fill('');
    await viewer.getByRole('button', { name: 'Expand all' }).click();
    await expect(viewer.locator('[data-theme-path="typography.h1.fontSize"]')).toContainText('6rem');
    await viewer.getByRole('button', { name: 'Collapse all' }).click();
    await expect(viewer.locator('[data-theme-path="palette.primary.main"]')).toHaveCount(0);
    const palette = viewer.getByRole('button', { name: /^palette/ });
    await expect(palette).toHaveAttribute('aria-expanded', 'false');
    await palette.press('Enter');
    await expect(palette).toHaveAttribute('aria-expanded', 'true');
    expect(problems.problems).toEqual([]);
  });

  test('follows the site into dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(PATH);
    const viewer = page.locator('[data-theme-viewer="dark"]');
    await expect(viewer.locator('[data-theme-path="palette.mode"]')).toContainText('"dark"');
    await expect(viewer.locator('[data-theme-path="palette.primary.main"]')).toContainText('"#90caf9"');
  });
});

test('the deprecated APIs list is generated from the installed types and filters', async ({ page }) => {
  await page.goto('/material-ui/migration/migrating-from-deprecated-apis/');
  const inputProps = page.locator('[data-deprecated="TextField.InputProps"]');
  await expect(inputProps).toContainText('slotProps.input');
  await expect(inputProps.getByRole('link', { name: 'InputProps' })).toHaveAttribute(
    'href',
    '/material-ui/api/text-field/#prop-InputProps',
  );
  await expect(page.locator('[data-deprecated="Hidden.Hidden"]')).toBeVisible();
  await expect(page.locator('[data-deprecated="Button.textInherit"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.getByRole('searchbox', { name: 'Filter deprecated APIs' }).fill('htmlInput');
  await expect(page.locator('[data-deprecated="Hidden.Hidden"]')).toHaveCount(0);
  await expect(page.locator('[data-deprecated="TextField.inputProps"]')).toBeVisible();
});

test("the changelog renders the installed package's releases, and the switcher's version opens its notes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/material-ui/getting-started/');
  const trigger = page.getByRole('button', { name: /Switch product: Material UI/ });
  await trigger.click();
  await page.getByRole('link', { name: 'v6.1.6 current' }).click();
  await expect(page).toHaveURL(/\/material-ui\/discover-more\/changelog\/#v6-1-6$/);
  const release = page.locator('section[data-release="6.1.6"]');
  await expect(release.getByRole('heading', { level: 3 })).toHaveText(/6\.1\.6/);
  await expect(release).toContainText('Oct 30, 2024');
  await expect(release.getByRole('heading', { name: '@mui/material@6.1.6' })).toBeVisible();
  await expect(release.getByRole('link', { name: '#44131' })).toHaveAttribute(
    'href',
    'https://github.com/mui/material-ui/pull/44131',
  );
  await expect(page.locator('section[data-release="6.0.0"]')).toBeAttached();
});
