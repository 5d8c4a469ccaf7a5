import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { liveDemo, sitemapPaths, watchForProblems } from './helpers';

const BUTTON_PAGE = '/joy-ui/react-button/';
const JOY_PRIMARY = 'rgb(11, 107, 203)'; // Joy's primary 500, #0B6BCB
const MATERIAL_PRIMARY = 'rgb(25, 118, 210)'; // Material's primary main, #1976d2

const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** A live demo by name: the page has hydrated, the reader has interacted and the demo runs. */
/** The Joy UI sidebar's sections, in order, with their pages (issue 16). */
const COMPONENTS = [
  // Inputs
  ['autocomplete', 'button', 'button-group', 'checkbox', 'input', 'radio-button', 'select', 'slider', 'switch'],
  ['textarea', 'text-field', 'toggle-button-group'],
  // Data display
  ['aspect-ratio', 'avatar', 'badge', 'chip', 'divider', 'list', 'table', 'tooltip', 'typography'],
  // Feedback, surfaces
  ['alert', 'circular-progress', 'linear-progress', 'modal', 'skeleton', 'snackbar', 'accordion', 'card', 'sheet'],
  // Navigation, layout, utils
  ['breadcrumbs', 'drawer', 'link', 'menu', 'stepper', 'tabs', 'box', 'grid', 'stack', 'css-baseline'],
].flat();
const SECTIONS: [string, string[]][] = [
  [
    'Getting started',
    ['', 'installation', 'usage', 'tutorial', 'templates', 'roadmap', 'support'].map(
      (page) => `getting-started/${page}${page ? '/' : ''}`,
    ),
  ],
  [
    'Main features',
    ['global-variants', 'color-inversion', 'automatic-adjustment', 'dark-mode-optimization'].map(
      (page) => `main-features/${page}/`,
    ),
  ],
  ['Components', COMPONENTS.map((name) => `react-${name}/`)],
  [
    'Customization',
    [
      'approaches',
      'theme-colors',
      'theme-shadow',
      'theme-typography',
      'themed-components',
      'dark-mode',
      'using-css-variables',
      'creating-themed-components',
      'overriding-component-structure',
      'right-to-left',
      'default-theme-viewer',
      'theme-builder',
    ].map((page) => `customization/${page}/`),
  ],
  ['Integrations', ['next-js-app-router', 'material-ui', 'icon-libraries'].map((page) => `integrations/${page}/`)],
  ['Migration', ['migration/migrating-default-theme/']],
];
const JOY_PATHS = SECTIONS.flatMap(([, pages]) => pages.map((page) => `/joy-ui/${page}`));

test('every Joy UI page is built and in the sitemap, so the every-page sweep runs its demos (sitemap.spec.ts)', () => {
  const inSitemap = new Set(sitemapPaths());
  expect(JOY_PATHS.filter((pathname) => !inSitemap.has(pathname))).toEqual([]);
});

test('the Joy UI sidebar lists every page under its section, in order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(BUTTON_PAGE);
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const topLevel = sidebar.locator(':scope > ul > li > .menu__list-item-collapsible, :scope > ul > li > div > a');
  const titles = (await topLevel.allInnerTexts()).map((text) => text.trim());
  expect(titles.filter((title) => title !== 'API')).toEqual(SECTIONS.map(([section]) => section));
  expect(titles.at(-1)).toBe('API');
  const hrefs = await sidebar
    .locator('a.menu__link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect([...new Set(hrefs.filter((href) => JOY_PATHS.includes(href)))]).toEqual(JOY_PATHS);
  for (const category of ['Inputs', 'Data display', 'Feedback', 'Surfaces', 'Navigation', 'Layout', 'Utils']) {
    await expect(sidebar.getByText(category, { exact: true })).toBeVisible();
  }
});

test.describe('Joy UI demos', () => {
  test('render with Joy’s theme and follow the site’s colour mode live', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL!);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(BUTTON_PAGE);
    const preview = await liveDemo(page, 'ButtonFullWidth');
    const card = preview.locator('.MuiCard-root');
    const trial = preview.getByRole('button', { name: 'Start a 14-day trial' });
    await expect.poll(() => background(card)).toBe('rgb(251, 252, 254)'); // Joy's light surface, neutral 50
    expect(await background(trial)).toBe(JOY_PRIMARY);

    // The reader's preference is "system": the OS switching to dark switches the demos, no reload.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => background(card)).toBe('rgb(11, 13, 14)'); // Joy's dark surface, neutral 900
    // Joy's own attribute follows too, for demos that bring a theme of their own.
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', 'dark');
    expect(problems.problems).toEqual([]);
  });

  test('the server’s markup carries both schemes, the dark one keyed on the site’s data-theme', async ({ request }) => {
    // So a dark reader sees dark demos from the first paint, before any script runs.
    const html = await (await request.get(BUTTON_PAGE)).text();
    const dark = /:root\[data-theme="dark"\],\s*\[data-joy-color-scheme="dark"\]\s*\{([^}]*)\}/.exec(html)?.[1];
    expect(dark).toContain('--joy-palette-background-surface:var(--joy-palette-neutral-900, #0B0D0E)');
    expect(html).toMatch(/:root,\s*\[data-joy-color-scheme="light"\]\s*\{[^}]*--joy-palette-background-surface:/);
  });

  test('mirror right to left', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('mui-direction', 'rtl'));
    await page.goto(BUTTON_PAGE);
    const preview = await liveDemo(page, 'ButtonVariants');
    await expect(preview.locator('[dir="rtl"]').first()).toBeVisible();
    const first = (await preview.getByRole('button', { name: 'Skip for now' }).boundingBox())!;
    const last = (await preview.getByRole('button', { name: 'Publish post' }).boundingBox())!;
    expect(first.x).toBeGreaterThan(last.x);
  });

  test('take the compact theme, and Joy and Material UI styles never leak into each other', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/material-ui/customization/density/');
    await page.getByRole('checkbox', { name: 'Compact theme' }).check();
    // Client-side navigation keeps the reader's settings: product switcher, then the sidebar.
    const switcher = page.getByRole('button', { name: /Switch product: Material UI/ });
    await switcher.click();
    await page
      .locator(`[id="${await switcher.getAttribute('aria-controls')}"]`)
      .getByRole('link', { name: /^Joy UI/ })
      .click();
    await expect(page).toHaveURL(/\/joy-ui\/getting-started\/$/);
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Button', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${BUTTON_PAGE}$`));
    const preview = await liveDemo(page, 'ButtonSizes');
    const [small, medium] = await Promise.all(
      [0, 1].map(async (index) => (await preview.getByRole('button').nth(index).boundingBox())!.height),
    );
    // size="md" is written out, so it stays; the compact theme only changes the default.
    expect(small).toBeLessThan(medium!);
    const variants = await liveDemo(page, 'ButtonVariants');
    const publish = variants.getByRole('button', { name: 'Publish post' });
    expect(await background(publish)).toBe(JOY_PRIMARY);
    expect((await publish.boundingBox())!.height).toBeLessThanOrEqual(small! + 0.5);

    // Back on a Material UI page in the same session: Material's own colours, untouched by Joy.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/material-ui\/customization\/density\/$/);
    const materialButton = page.getByTestId('theme-preview').getByRole('button', { name: 'Save order' });
    await expect.poll(() => background(materialButton)).toBe(MATERIAL_PRIMARY);
  });
});

test.describe('Joy UI default theme viewer', () => {
  const PATH = '/joy-ui/customization/default-theme-viewer/';

  test('shows extendTheme() output with swatches and follows dark mode', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL!);
    await page.goto(PATH);
    const viewer = page.locator('[data-theme-viewer="light"]');
    const primary500 = viewer.locator('[data-theme-path="palette.primary.500"]');
    await expect(primary500).toContainText('"#0B6BCB"');
    await viewer.getByRole('searchbox', { name: 'Filter theme keys' }).fill('solidBg');
    const solidBg = viewer.locator('[data-theme-path="palette.primary.solidBg"]');
    await expect(solidBg).toContainText('var(--joy-palette-primary-500, #0B6BCB)');
    await expect(solidBg.locator('span[aria-hidden="true"]')).toHaveCSS('background-color', JOY_PRIMARY);
    expect(problems.problems).toEqual([]);

    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = page.locator('[data-theme-viewer="dark"]');
    await dark.getByRole('searchbox', { name: 'Filter theme keys' }).fill('background.body');
    await expect(dark.locator('[data-theme-path="palette.background.body"]')).toContainText(
      'var(--joy-palette-common-black, #000)',
    );
  });
});

test('the Joy theme builder previews a palette and writes its extendTheme code', async ({ page, baseURL }) => {
  const problems = watchForProblems(page, baseURL!);
  await page.goto('/joy-ui/customization/theme-builder/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const preview = page.getByRole('region', { name: 'Theme preview' });
  const solid = preview.locator('button', { hasText: /^solid$/ }).first();
  const code = page.locator('pre').filter({ hasText: 'extendTheme' });
  await expect.poll(() => background(solid)).toBe(JOY_PRIMARY);
  await expect(code).toContainText('const theme = extendTheme();');

  await page.getByRole('combobox', { name: 'primary colour' }).selectOption('indigo');
  await expect.poll(() => background(solid)).toBe('rgb(63, 81, 181)'); // Material's indigo 500
  await expect(code).toContainText("500: '#3f51b5'");

  await page.getByRole('combobox', { name: 'danger colour' }).selectOption('custom');
  await page.getByLabel('Custom danger colour (500)').fill('#c2185b');
  await expect(code).toContainText("500: '#c2185b'");
  // The preview's own variables (prefix theme-builder) carry the new scale; Joy's demo variables are untouched.
  const variable = (name: string) =>
    page.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(), name);
  await expect.poll(() => variable('--theme-builder-palette-danger-500')).toBe('#c2185b');
  expect(await variable('--joy-palette-danger-500')).not.toBe('#c2185b');

  await page.getByRole('button', { name: 'Reset to Joy’s defaults' }).click();
  await expect.poll(() => background(solid)).toBe(JOY_PRIMARY);
  await expect(code).toContainText('const theme = extendTheme();');
  expect(problems.problems).toEqual([]);
});
