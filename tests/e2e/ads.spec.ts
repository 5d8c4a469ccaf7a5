import type { Page } from '@playwright/test';
import { AD_FEED, expect, test } from './fixtures';

const PAGE_PATH = '/joy-ui/getting-started/';

const networkAd = {
  company: 'Acme Hosting',
  description: 'Deploy React apps in seconds.',
  image: 'https://cdn4.buysellads.net/uu/acme.png',
  statlink: 'https://srv.buysellads.com/ads/click/x/acme',
  statimp: 'https://srv.buysellads.com/ads/imp/acme',
  pixel: 'https://pixels.example/one?ts=[timestamp]||https://pixels.example/two',
  timestamp: '1700000000',
};

async function serveFeed(page: Page, body: string) {
  await page.route(AD_FEED, (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
}

async function forceRandom(page: Page, value: number) {
  await page.addInitScript((fixed) => {
    Math.random = () => fixed;
  }, value);
}

const slot = (page: Page) => page.locator('[data-ad-slot]');

test.describe('sponsor slot', () => {
  test('a network ad is shown under the description and its pixels are requested', async ({ page }) => {
    await forceRandom(page, 0.5);
    await serveFeed(page, JSON.stringify({ ads: [{ company: '', statlink: '' }, networkAd] }));
    const pixels: string[] = [];
    page.on('request', (request) => {
      if (/\/ads\/imp\/|pixels\.example/.test(request.url())) pixels.push(request.url());
    });
    await page.goto(PAGE_PATH);
    const ad = slot(page).locator('[data-ad-network]');
    await expect(ad).toContainText('Acme Hosting');
    await expect(ad).toHaveAttribute('data-ad-style', 'image');
    await expect(ad.getByRole('link')).toHaveAttribute('href', networkAd.statlink);
    await expect(ad.locator('img')).toHaveAttribute('width', '130');
    // The slot sits right after the page's description paragraph.
    const previous = await slot(page).evaluate((element) => element.previousElementSibling?.tagName);
    expect(previous).toBe('P');
    await expect
      .poll(() => pixels.sort())
      .toEqual([
        'https://pixels.example/one?ts=1700000000',
        'https://pixels.example/two',
        'https://srv.buysellads.com/ads/imp/acme',
      ]);
  });

  test('a blocked feed gives an in-house ad after the 7th poll, not before', async ({ page }) => {
    await forceRandom(page, 0.5);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.route(AD_FEED, (route) => route.abort('blockedbyclient'));
    await page.goto(PAGE_PATH);
    await page.waitForLoadState('networkidle');
    // The ad manager starts once the page is idle: the clock moves in small steps until it has
    // mounted, and the polls are timed from there.
    const started = async () => {
      const mounted = (await slot(page).locator(':scope > div').count()) > 0;
      if (!mounted) await page.clock.runFor(50);
      return mounted;
    };
    await expect.poll(started, { message: 'the ad manager starts' }).toBe(true);
    // Polls run at 0, 500, …, 2500 ms: six misses, still undecided.
    await page.clock.runFor(2_600);
    await expect(slot(page).locator('[data-ad-label]')).toHaveCount(0);
    // The 7th poll (3000 ms) assumes an ad blocker.
    await page.clock.runFor(500);
    const ad = slot(page).locator('[data-ad-label^="in-house-"]');
    await expect(ad).toBeVisible();
    await expect(ad.getByRole('link')).toHaveAttribute('href', /^https:\/\/mui\.com\//);
    await expect(slot(page).locator('[data-ad-network]')).toHaveCount(0);
  });

  test('with a low random draw an ad-blocker reader sees the appeal', async ({ page }) => {
    await forceRandom(page, 0.1);
    await page.route(AD_FEED, (route) => route.abort('blockedbyclient'));
    await page.goto(PAGE_PATH);
    const appeal = slot(page).locator('[data-ad-label="in-house-appeal"]');
    await expect(appeal).toContainText('Help us keep running', { timeout: 8_000 });
    await expect(appeal).toContainText('Thank you!');
    await expect(appeal).toContainText(/allow ads/);
  });

  test('crawlers get an empty span', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await context.route(AD_FEED, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ads: [networkAd] }) }),
    );
    const page = await context.newPage();
    await page.goto(PAGE_PATH);
    await page.waitForLoadState('networkidle');
    await expect(slot(page).locator('span')).toHaveCount(1);
    await expect(slot(page)).toHaveText('');
    await context.close();
  });

  const malformed: Record<string, string> = {
    'not JSON': '<html>oops</html>',
    'an empty ads list': '{"ads":[]}',
    'a javascript: link': JSON.stringify({ ads: [{ ...networkAd, statlink: 'javascript:alert(1)' }] }),
    'a 5 MB body': JSON.stringify({ ads: [networkAd], padding: 'x'.repeat(5 * 1024 * 1024) }),
  };
  for (const [name, body] of Object.entries(malformed)) {
    test(`a feed with ${name} falls back without crashing`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await forceRandom(page, 0.5);
      await serveFeed(page, body);
      await page.goto(PAGE_PATH);
      await expect(slot(page).locator('[data-ad-label^="in-house-"]')).toBeVisible({ timeout: 8_000 });
      await expect(slot(page).locator('[data-ad-network]')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('HTML in ad fields is shown as text, never as markup', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await forceRandom(page, 0.5);
    await serveFeed(
      page,
      JSON.stringify({
        ads: [{ ...networkAd, company: '<b>Bold</b>', description: '<img src=x onerror=alert(1)>Hi' }],
      }),
    );
    await page.goto(PAGE_PATH);
    const ad = slot(page).locator('[data-ad-network]');
    await expect(ad).toContainText('<b>Bold</b>');
    await expect(ad).toContainText('<img src=x onerror=alert(1)>Hi');
    await expect(ad.locator('b')).toHaveCount(0);
    await expect(ad.locator('img:not([width="130"])')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  for (const [width, reserved] of [
    [1280, 126],
    [360, 142],
  ] as const) {
    test(`the slot reserves its ${reserved}px before the ad arrives, so nothing moves (${width}px wide)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await forceRandom(page, 0.5);
      let releaseFeed: () => void = () => {};
      const feedHeld = new Promise<void>((resolve) => {
        releaseFeed = resolve;
      });
      await page.route(AD_FEED, async (route) => {
        await feedHeld;
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ ads: [networkAd] }),
        });
      });
      await page.goto(PAGE_PATH);
      const measure = () =>
        slot(page).evaluate((element) => ({
          height: element.getBoundingClientRect().height,
          nextTop: (element.nextElementSibling as HTMLElement).getBoundingClientRect().top + window.scrollY,
        }));
      const before = await measure();
      expect(before.height).toBe(reserved);
      releaseFeed();
      await expect(slot(page).locator('[data-ad-network]')).toBeVisible();
      expect(await measure()).toEqual(before);
    });
  }
});

test.describe('analytics and service worker', () => {
  type Call = unknown[];
  const dataLayer = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
    );

  test('page views carry the product id and category, on load and on client navigation', async ({ page }) => {
    await page.goto(PAGE_PATH);
    const pageViews = async () => ((await dataLayer(page)) as Call[]).filter((call) => call[1] === 'page_view');
    await expect.poll(async () => (await pageViews()).length).toBe(1);
    expect((await pageViews())[0][2]).toMatchObject({
      page_location: `https://mui-docs.example${PAGE_PATH}`,
      productId: 'joy-ui',
      productCategoryId: 'core',
      page_title: expect.stringContaining('Joy UI'),
    });
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Installation' }).click();
    await expect.poll(async () => (await pageViews()).length).toBe(2);
    expect((await pageViews())[1][2]).toMatchObject({
      page_location: 'https://mui-docs.example/joy-ui/getting-started/installation/',
    });
    const properties = ((await dataLayer(page)) as Call[]).find(
      (call) => call[0] === 'set' && call[1] === 'user_properties',
    );
    expect(properties?.[2]).toMatchObject({ codeVariant: 'TS', language: 'en', os: 'Linux', colorScheme: 'system' });
  });

  test('tagged clicks are sent as events', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE_PATH);
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect
      .poll(async () =>
        ((await dataLayer(page)) as Call[]).some((call) => call[0] === 'event' && call[1] === 'settings'),
      )
      .toBe(true);
  });

  test('no service worker is registered off the production host, but the worker and manifest ship', async ({
    page,
  }) => {
    await page.goto(PAGE_PATH);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect((await page.request.get('/sw.js')).status()).toBe(200);
    const manifest = await (await page.request.get('/manifest.json')).json();
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512', 'any']);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.json');
  });
});
