import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Hashes `decodeURIComponent` throws on: a lone `%`, a truncated UTF-8 sequence, a bad escape. */
const MALFORMED_HASHES = ['#%', '#%E0%A4%A', '#prop-%ZZ'];

function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('a malformed URL hash', () => {
  for (const hash of MALFORMED_HASHES) {
    test(`leaves the Button API page working when opened with ${hash}`, async ({ page }) => {
      const errors = recordPageErrors(page);
      await page.goto(`/material-ui/api/button/${hash}`);
      await expect(page.locator('h1')).toHaveText('Button API');
      // Hydrated and interactive: a collapsed entry still opens from a well-formed hash.
      await page.evaluate(() => {
        window.location.hash = 'prop-size';
      });
      await expect(page.locator('#prop-size')).toBeInViewport();
      await expect(page.getByText('This page crashed')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('typed into the address bar of an open API page or demo page, or reached with Back, crashes nothing', async ({
    page,
  }) => {
    const errors = recordPageErrors(page);
    for (const path of ['/material-ui/api/button/', '/material-ui/react-button/']) {
      // Opened with a malformed hash, which the page keeps until Back returns to it.
      await page.goto(`${path}#%`);
      await expect(page.locator('h1')).toBeVisible();
      const typed = MALFORMED_HASHES.filter((hash) => hash !== '#%');
      for (const hash of typed) {
        await page.evaluate((next) => {
          window.location.hash = next;
        }, hash);
        // The router only ever sees a hash that decodes (to the text typed).
        await expect
          .poll(() => page.evaluate(() => decodeURIComponent(window.location.hash.slice(1))))
          .toBe(hash.slice(1));
      }
      for (let step = 0; step < typed.length; step += 1) await page.goBack();
      await expect.poll(() => page.evaluate(() => decodeURIComponent(window.location.hash.slice(1)))).toBe('%');
      await expect(page.locator('h1')).not.toHaveText('This page crashed');
      await expect(page.getByText('This page crashed')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test('on a demo page keeps the demos working', async ({ page }) => {
    const errors = recordPageErrors(page);
    await page.goto('/material-ui/react-button/#%E0%A4%A');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[data-demo]').first()).toBeVisible();
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
