import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bringDemosLive, sitemapPaths, watchForProblems, type PageProblems } from './helpers';
import { visitOutlastingStalls, watchScripts } from './stuckPage';

// SITEMAP_PREFIX=/x/ narrows the sweep to one area while writing its pages; CI sweeps them all.
const paths = sitemapPaths().filter((pathname) => pathname.startsWith(process.env.SITEMAP_PREFIX ?? '/'));

/**
 * Pages per test: one browser page visits them in turn, so its HTTP cache and compiled-code cache
 * serve the shared chunks; each new context fetches and compiles the main bundle again.
 */
const BATCH_SIZE = 24;

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

/**
 * Loads one page, waits for hydration, then brings every demo to life as a reader scrolling through would and checks that
 * each has gone live (its code loaded and rendered in place of the server's markup) and none crashed.
 */
async function visit(page: Page, pathname: string) {
  await watchScripts(page);
  const response = await page.goto(pathname, { waitUntil: 'load' });
  expect(response?.status(), pathname).toBe(200);
  await expect(page.locator('h1').first(), pathname).toBeVisible();
  await expect(page.locator('html'), `${pathname} hydrates`).toHaveAttribute('data-has-hydrated', 'true');
  await bringDemosLive(page, pathname);
  await expect(page.locator('[data-demo-crashed]'), `${pathname}: no demo crashes`).toHaveCount(0);
}

/** `visit`, with what the page had reported by then and what it was still waiting for (which usually says why) added to a failure. */
async function visitSaying(page: Page, watcher: PageProblems, pathname: string) {
  try {
    await visit(page, pathname);
  } catch (error) {
    const seen = [...watcher.problems, ...watcher.pendingRequests().map((request) => `still waiting for ${request}`)];
    if (error instanceof Error && seen.length > 0) error.message += `\n${pathname} so far:\n  ${seen.join('\n  ')}`;
    throw error;
  }
}

for (let start = 0; start < paths.length; start += BATCH_SIZE) {
  const batch = paths.slice(start, start + BATCH_SIZE);
  test(`pages ${start + 1}–${start + batch.length} load, hydrate and run their demos without errors (${batch[0]} …)`, async ({
    page,
    openPage,
    baseURL,
  }, testInfo) => {
    test.setTimeout(30_000 + batch.length * 8_000);
    const watchers = new Map<Page, PageProblems>();
    const watcherOf = (tab: Page) => {
      if (!watchers.has(tab)) watchers.set(tab, watchForProblems(tab, baseURL!));
      return watchers.get(tab)!;
    };
    const problems: string[] = [];
    let current = page;
    for (const pathname of batch) {
      current = await visitOutlastingStalls(
        current,
        (tab) => visitSaying(tab, watcherOf(tab), pathname),
        openPage,
        (stall, failure) => {
          // Said in the run's output, so a stall that hid a real fault can be found.
          const failed = failure instanceof Error ? failure.message.split('\n')[0] : String(failure);
          const description = `${pathname}: headless Chromium ${stall}, so the visit ran again on a fresh page; the first try failed with: ${failed}`;
          testInfo.annotations.push({ type: 'browser stall', description });
          console.warn(`browser stall: ${description}`);
        },
      );
      // Leaving a page cancels its idle prefetches (net::ERR_ABORTED); a missing file shows as an HTTP error.
      const found = watcherOf(current)
        .problems.splice(0)
        .filter((problem) => !problem.includes('net::ERR_ABORTED'));
      problems.push(...found.map((problem) => `${pathname}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}
