import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { visitOutlastingStalls, watchScripts } from './stuckPage';

// The sweep's guard against headless Chromium stalling a page must excuse nothing a page does itself.
const PAGE = '/material-ui/getting-started/installation/';

async function visitFailing(page: Page, failOn: Page, breakPage: (page: Page) => Promise<void>) {
  await watchScripts(page);
  await page.goto(PAGE);
  if (page !== failOn) return;
  await breakPage(page);
  throw new Error('the visit failed');
}

test('a visit that failed while the page drew no frames runs again on a fresh page', async ({ page, openPage }) => {
  const stalls: string[] = [];
  const next = await visitOutlastingStalls(
    page,
    (tab) =>
      visitFailing(tab, page, (stalled) =>
        // What a page sees while Chromium draws none of its frames: its frame callbacks never run.
        stalled.evaluate(() => {
          window.requestAnimationFrame = () => 0;
        }),
      ),
    openPage,
    (stall) => stalls.push(stall),
  );
  expect(stalls).toEqual([expect.stringContaining('drew no frame within 1 s')]);
  expect(page.isClosed()).toBe(true);
  expect(next).not.toBe(page);
  await expect(next.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});

test('a visit that failed on a page busy in its own script fails', async ({ page, openPage }) => {
  const stalls: string[] = [];
  const busy = (tab: Page) =>
    tab.evaluate(() => {
      setTimeout(() => {
        for (;;);
      });
    });
  await expect(
    visitOutlastingStalls(
      page,
      (tab) => visitFailing(tab, page, busy),
      openPage,
      (stall) => stalls.push(stall),
    ),
  ).rejects.toThrow('the visit failed');
  expect(stalls).toEqual([]);
});

test('a visit that failed on a page still drawing frames fails', async ({ page, openPage }) => {
  const stalls: string[] = [];
  await expect(
    visitOutlastingStalls(
      page,
      (tab) => visitFailing(tab, page, async () => {}),
      openPage,
      (stall) => stalls.push(stall),
    ),
  ).rejects.toThrow('the visit failed');
  expect(stalls).toEqual([]);
});
