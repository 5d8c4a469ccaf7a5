import { test as base, expect } from '@playwright/test';

/** The ad network's feed URL built into the site (docusaurus.config.ts). */
export const AD_FEED = /^https:\/\/srv\.buysellads\.com\/ads\/[A-Z0-9]+\.json/;

/**
 * Nothing leaves the machine: every request off the page's origin (which also serves the feedback
 * API) is answered locally. By default the ad feed has no ads (as when the network has nothing to
 * show); specs override it with `page.route`, which takes precedence over these context routes.
 */
export const test = base.extend({
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
