import { expect, test } from './fixtures';
import { axe, bringDemosLive, gotoSettled, storeReaderSettings } from './helpers';

/** One page of every page type; component pages with demos join when they exist. */
const PAGES = {
  home: '/',
  text: '/material-ui/getting-started/installation/',
  demos: '/material-ui/customization/density/',
  component: '/material-ui/react-button/',
  joyComponent: '/joy-ui/react-card/',
  joyFeature: '/joy-ui/main-features/color-inversion/',
  api: '/material-ui/api/button/',
  gallery: '/material-ui/getting-started/templates/',
  notFound: '/no-such-page/',
};

/**
 * The conditions every page type is checked in. Colour mode, direction and width each change what
 * axe sees (contrast, mirrored layout, the phone navbar and menu); these four cover every pair of
 * them (dark on a phone, right-to-left on a desktop, …), so a problem that needs two together is
 * still caught, with four page loads a type instead of the eight of every combination.
 */
const CONDITIONS = [
  { mode: 'light', direction: 'ltr', width: 1280 },
  { mode: 'light', direction: 'rtl', width: 360 },
  { mode: 'dark', direction: 'ltr', width: 360 },
  { mode: 'dark', direction: 'rtl', width: 1280 },
] as const;

for (const [type, path] of Object.entries(PAGES)) {
  for (const { mode, direction, width } of CONDITIONS) {
    test(`${type} page has no axe violations (${mode}, ${direction}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 720 });
      await storeReaderSettings(page, mode, direction);
      await gotoSettled(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('html')).toHaveAttribute('dir', direction);
      const results = await axe(page);
      const violations = results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
      expect(violations).toEqual([]);
    });
  }
}

const TEMPLATE_SLUGS = [
  'marketing',
  'blog',
  'checkout',
  'dashboard',
  'pricing',
  'sign-in',
  'sign-in-side',
  'sign-up',
  'sticky-footer',
];
for (const slug of TEMPLATE_SLUGS) {
  test(`the ${slug} template has no serious or critical axe violations`, async ({ page }) => {
    await gotoSettled(page, `/material-ui/getting-started/templates/${slug}/`);
    const results = await axe(page);
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    expect(serious).toEqual([]);
  });
}

// A sample of component pages, with every demo live (their own markup, not the server's copy):
// the pages with the most interactive demos, in both colour modes.
const COMPONENT_SAMPLE = ['autocomplete', 'dialog', 'table', 'tabs', 'list', 'menu', 'drawer', 'card'];
for (const component of COMPONENT_SAMPLE) {
  for (const mode of ['light', 'dark'] as const) {
    test(`the ${component} page with its demos live has no axe violations (${mode})`, async ({ page }) => {
      // Every demo live makes the largest pages axe sees (15 s for the table page in a CI run).
      test.setTimeout(90_000);
      await page.addInitScript((storedMode) => localStorage.setItem('mui-mode', storedMode), mode);
      await page.goto(`/material-ui/react-${component}/`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await bringDemosLive(page, component);
      const results = await axe(page);
      expect(
        results.violations.map((violation) => ({
          id: violation.id,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        })),
      ).toEqual([]);
    });
  }
}
