import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { APP_SHELL_MAX_BYTES, OFFLINE_PAGE, RUNTIME_CACHES } from '../../src/serviceWorker/caching';
import { expect, test } from './fixtures';

const BUILD_DIR = path.resolve(__dirname, '../../build');

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/**
 * The precache list workbox-build's injectManifest wrote into `build/sw.js` in place of
 * `self.__WB_MANIFEST`: a JSON array of `{"revision":…,"url":…}` (url relative to the build folder).
 */
function precacheManifest(): PrecacheEntry[] {
  const worker = fs.readFileSync(path.join(BUILD_DIR, 'sw.js'), 'utf8');
  const start = worker.search(/\[\{"revision":/);
  expect(start, 'sw.js holds no injected precache list').toBeGreaterThanOrEqual(0);
  const end = worker.indexOf('}]', start) + 2;
  return JSON.parse(worker.slice(start, end)) as PrecacheEntry[];
}

test.describe('service worker precache', () => {
  test(`holds only the app shell, at most ${APP_SHELL_MAX_BYTES / 1024 / 1024} MB`, () => {
    const files = precacheManifest().map((entry) => entry.url);
    const total = files.reduce((sum, file) => sum + fs.statSync(path.join(BUILD_DIR, file)).size, 0);
    expect(total, `${files.length} files`).toBeLessThanOrEqual(APP_SHELL_MAX_BYTES);
    // The shell is complete: what every page loads first (the runtime chunk, the main bundle, the
    // main stylesheet, the preloaded font) and the offline page.
    const home = fs.readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8');
    const loaded = [...home.matchAll(/<link rel="(?:stylesheet|preload)"[^>]*? href="\/(assets\/[^"]+)"/g)];
    expect(loaded.map(([, asset]) => asset.split('/')[1]).sort()).toEqual(['css', 'fonts', 'js', 'js']);
    for (const [, asset] of loaded) expect(files).toContain(asset);
    expect(files).toContain(OFFLINE_PAGE.slice(1));
  });

  test('holds no documentation page and no /zh/ redirect', () => {
    const files = precacheManifest().map((entry) => entry.url);
    expect(files.filter((file) => file.endsWith('.html') && file !== OFFLINE_PAGE.slice(1))).toEqual([]);
    expect(files.filter((file) => file.startsWith('zh/'))).toEqual([]);
    expect(files.filter((file) => /^(search-index|material-icons-data)\//.test(file))).toEqual([]);
  });
});

/** Names of the origin's caches and the paths each holds, read in the page. */
function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      contents[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return contents;
  });
}

test.describe('service worker at work', () => {
  // Off the production host the site registers no worker (ads.spec.ts); this test registers it itself.
  test('precaches the shell, keeps pages as read and shows the offline page for the others', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/joy-ui/getting-started/');
    await page.evaluate(async () => {
      const params = encodeURIComponent(JSON.stringify({ offlineMode: true, debug: false }));
      await navigator.serviceWorker.register(`/sw.js?params=${params}`);
      await navigator.serviceWorker.ready;
    });
    const precache = async () =>
      Object.entries(await cacheContents(page)).find(([name]) => name.startsWith('workbox-precache'))?.[1] ?? [];
    await expect.poll(async () => (await precache()).length).toBe(precacheManifest().length);
    expect((await precache()).some((file) => file.endsWith('.html') && file !== OFFLINE_PAGE)).toBe(false);

    // The worker controls pages loaded from now on: a page read is kept, with the chunks it loads.
    await page.goto('/joy-ui/getting-started/installation/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect
      .poll(async () => (await cacheContents(page))[RUNTIME_CACHES.pages.cacheName] ?? [])
      .toContain('/joy-ui/getting-started/installation/');
    expect((await cacheContents(page))[RUNTIME_CACHES.assets.cacheName]?.length).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.goto('/joy-ui/getting-started/installation/');
    await expect(page.locator('h1').first()).toHaveText('Installation');
    // Its code came from the caches too: the page still hydrates.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.goto('/material-ui/react-slider/');
    await expect(page.locator('h1')).toHaveText('You are offline');
    await context.setOffline(false);
  });
});
