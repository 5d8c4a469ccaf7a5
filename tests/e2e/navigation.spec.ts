import { expect, test } from './fixtures';

const AREAS = [
  { base: '/material-ui', start: '/material-ui/getting-started/', sidebarLink: 'Installation', product: 'Material UI' },
  { base: '/joy-ui', start: '/joy-ui/getting-started/', sidebarLink: 'Installation', product: 'Joy UI' },
  { base: '/system', start: '/system/getting-started/', sidebarLink: 'Installation', product: 'MUI System' },
  { base: '/base-ui', start: '/base-ui/getting-started/', sidebarLink: 'Quickstart', product: 'Base UI' },
  { base: '/x', start: '/x/react-data-grid/', sidebarLink: 'Getting started', product: 'Data Grid' },
  { base: '/toolpad/core', start: '/toolpad/core/introduction/', sidebarLink: 'Installation', product: 'Toolpad Core' },
  {
    base: '/experiments/docs',
    start: '/experiments/docs/getting-started/',
    sidebarLink: 'Writing pages',
    product: 'Docs infra',
  },
];

test.describe('product areas', () => {
  for (const area of AREAS) {
    test(`${area.product} has its own sidebar chosen from the path`, async ({ page }) => {
      await page.goto(area.start);
      const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
      await expect(sidebar).toBeVisible();
      const activeLink = sidebar.locator('a[aria-current="page"]');
      await expect(activeLink).toHaveCount(1);
      // Every sidebar link stays inside the area's route base.
      const hrefs = await sidebar
        .locator('a.menu__link[href]:not([href="#"])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(1);
      for (const href of hrefs) expect(href?.startsWith(`${area.base}/`), `${href} is outside ${area.base}`).toBe(true);
      await sidebar.getByRole('link', { name: area.sidebarLink, exact: true }).click();
      await expect(page.locator('h1')).toHaveText(area.sidebarLink);
    });
  }

  test('area roots lead to the first page of the area', async ({ page }) => {
    await page.goto('/joy-ui/');
    await expect(page).toHaveURL(/\/joy-ui\/getting-started\/$/);
    await page.goto('/x/');
    await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
  });
});

test.describe('page furniture', () => {
  test('doc pages have a dictionary-headed TOC, previous/next links and an edit link', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/material-ui/getting-started/installation/');
    const toc = page.locator('nav[aria-labelledby="toc-heading"]');
    await expect(toc.locator('#toc-heading')).toHaveText('Contents');
    await expect(toc.locator('a.table-of-contents__link').first()).toBeVisible();
    const pagination = page.locator('nav.pagination-nav');
    await expect(pagination.getByRole('link', { name: /Overview/ })).toHaveAttribute(
      'href',
      '/material-ui/getting-started/',
    );
    await expect(pagination.getByRole('link', { name: /Usage/ })).toHaveAttribute(
      'href',
      '/material-ui/getting-started/usage/',
    );
    await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveAttribute(
      'href',
      /\/edit\/main\/docs\/material-ui\/getting-started\/installation\.mdx$/,
    );
  });

  test('sidebar items show their flags as chips', async ({ page }) => {
    await page.goto('/experiments/docs/test-pages/navigation-flags/');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const expected: Record<string, string> = {
      'New sample': 'New',
      'Beta sample': 'Beta',
      'Preview sample': 'Preview',
      'Planned sample': 'Planned',
      'Legacy sample': 'Legacy',
      'Deprecated sample': 'Deprecated',
      'Pro plan sample': 'Pro',
      'Premium plan sample': 'Premium',
    };
    for (const [label, chip] of Object.entries(expected)) {
      const link = sidebar.locator('a.menu__link', { hasText: label });
      await expect(link.locator('[data-nav-flag]')).toHaveText(chip);
    }
    await sidebar.locator('a.menu__link', { hasText: 'Beta sample' }).click();
    await expect(page).toHaveURL(/#beta$/);
    await expect(page.locator('#beta')).toBeInViewport();
  });
});

test.describe('product switcher', () => {
  test('shows the current product and version, and lists every product', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/joy-ui/getting-started/');
    const trigger = page.getByRole('button', { name: /Switch product: Joy UI/ });
    await expect(trigger).toContainText('v5.0.0-beta.46');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    for (const [name, version] of [
      ['Material UI', 'v6.1.6'],
      ['Joy UI', 'v5.0.0-beta.46'],
      ['MUI System', 'v6.1.6'],
      ['Base UI', 'v5.0.0-beta.61'],
    ]) {
      await expect(
        panel.getByRole('link', { name: new RegExp(`^${name}\\s*${version.replace(/\./g, '\\.')}`) }),
      ).toBeVisible();
    }
    await expect(panel.getByRole('link', { name: /Data Grid/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Toolpad Core/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'v5.0.0-beta.46 current' })).toHaveAttribute('aria-current', 'true');
    await expect(panel.getByRole('link', { name: 'All versions' })).toHaveAttribute(
      'href',
      'https://mui.com/versions/',
    );
    await expect(panel.getByRole('link', { name: 'Template store' })).toHaveAttribute('href', 'https://mui.com/store/');
    await expect(panel.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', 'https://mui.com/blog/');

    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    await trigger.click();
    await panel.getByRole('link', { name: /^Base UI/ }).click();
    await expect(page).toHaveURL(/\/base-ui\/getting-started\/$/);
    await expect(page.getByRole('button', { name: /Switch product: Base UI/ })).toContainText('v5.0.0-beta.61');
  });
});

test.describe('routing edge cases', () => {
  test('a /zh/ URL reaches the same page', async ({ page }) => {
    await page.goto('/zh/system/getting-started/usage/');
    await expect(page).toHaveURL(/\/system\/getting-started\/usage\/$/);
    await expect(page.locator('h1')).toHaveText('Usage');
    await page.goto('/zh/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('an unknown path gives a real 404 page with the navbar and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-area/some/page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('h1')).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('h1')).toContainText('React UI libraries');
  });

  test('the home page links to every product area', async ({ page }) => {
    await page.goto('/');
    const products = page.locator('section[aria-labelledby="products-heading"]');
    for (const href of [
      '/material-ui/getting-started/',
      '/joy-ui/getting-started/',
      '/system/getting-started/',
      '/base-ui/getting-started/',
      '/x/react-data-grid/',
      '/toolpad/core/introduction/',
    ]) {
      await expect(products.locator(`a[href="${href}"]`)).toBeVisible();
    }
  });
});
