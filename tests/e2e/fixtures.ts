import { test as base, expect, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

/** The ad network's feed URL built into the site (docusaurus.config.ts). */
export const AD_FEED = /^https:\/\/srv\.buysellads\.com\/ads\/[A-Z0-9]+\.json/;

/**
 * Pages start their scripts after the first paint (plugins/ssr-template/afterFirstPaint.ts), which
 * can come after the `load` event. A navigation that waits for `load` (Playwright's default) also
 * waits, as it did with `defer` scripts, until each script the page preloads has run or failed.
 * Returns whether the app started: every one of them ran.
 */
async function waitForAppStart(page: Page): Promise<boolean> {
  // Polled from the test, not in the page: a test's fake clock may hold the page's timers and frames.
  const progress = () =>
    page.evaluate(() => {
      const { ran, failed } = (window as unknown as { __scripts: Record<'ran' | 'failed', Set<string>> }).__scripts;
      const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
        (link) => link.href,
      );
      if (!preloaded.every((href) => ran.has(href) || failed.has(href))) return 'loading';
      // The offline page has no app; a test may block the scripts to see the server's markup alone.
      return preloaded.length > 0 && preloaded.every((href) => ran.has(href)) ? 'started' : 'no app';
    });
  let outcome = 'loading';
  await expect
    .poll(async () => (outcome = await progress()), { message: 'the page starts its app', intervals: [25] })
    .not.toBe('loading');
  return outcome === 'started';
}

/**
 * Records, from the page's start, each script file that has run or failed to load. On the document:
 * a `load` event on an element never reaches the window.
 */
function recordScripts() {
  const scripts = { ran: new Set<string>(), failed: new Set<string>() };
  (window as unknown as { __scripts: typeof scripts }).__scripts = scripts;
  const record = (outcome: Set<string>) => (event: Event) => {
    if (event.target instanceof HTMLScriptElement && event.target.src) outcome.add(event.target.src);
  };
  document.addEventListener('load', record(scripts.ran), true);
  document.addEventListener('error', record(scripts.failed), true);
}

const isPage = (response: Awaited<ReturnType<Page['goto']>>) =>
  response?.headers()['content-type']?.startsWith('text/html') ?? false;

/**
 * Makes `page` wait, after each navigation that waits for `load`, until its app has started and
 * React has hydrated it.
 */
async function preparePage(page: Page): Promise<Page> {
  await page.addInitScript(recordScripts);
  // A test's paused clock holds hydration until the test moves it: such a test waits itself.
  let clockInstalled = false;
  const installClock = page.clock.install.bind(page.clock);
  page.clock.install = (options) => {
    clockInstalled = true;
    return installClock(options);
  };
  /**
   * Then, until React has hydrated the page: the app's scripts have run by now, but Docusaurus
   * loads the route's chunks before it hydrates, and a click in between is lost. Tests that
   * clicked at once failed now and then (the product switcher, the pricing toggle, the toolbar).
   */
  const settle = async (response: Awaited<ReturnType<Page['goto']>>, waitUntil = 'load') => {
    if (waitUntil !== 'load' || !isPage(response)) return;
    if ((await waitForAppStart(page)) && !clockInstalled) await waitForHydration(page);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await settle(response, options?.waitUntil);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await settle(response, options?.waitUntil);
    return response;
  };
  return page;
}

export const test = base.extend<{ openPage: () => Promise<Page> }>({
  page: async ({ page }, use) => {
    await use(await preparePage(page));
  },
  /** Opens another page in the test's context that waits for hydration as `page` does. */
  openPage: async ({ context }, use) => {
    await use(async () => preparePage(await context.newPage()));
  },
  /**
   * Nothing leaves the machine: every request off the page's origin (which also serves the feedback
   * API) is answered locally. By default the ad feed has no ads (as when the network has nothing to
   * show); specs override it with `page.route`, which takes precedence over these context routes.
   */
  context: async ({ context, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) =>
        AD_FEED.test(route.request().url())
          ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"ads":[]}' })
          : route.fulfill({ status: 204, body: '' }),
    );
    await use(context);
  },
});

export { expect };
