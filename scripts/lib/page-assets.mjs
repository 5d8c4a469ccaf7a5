// What a page loads before interaction, measured in Chromium (every same-origin script and
// stylesheet requested until the network is idle; link prefetches excluded), sized from the
// files in build/ (raw and gzip level 6) so the figures are stable on any machine.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Page types measured by the bench and guarded by the budget tests. */
export const PAGE_TYPES = [
  { type: 'home', path: '/' },
  { type: 'text', path: '/material-ui/getting-started/installation/' },
  { type: 'demos', path: '/material-ui/react-button/' },
  { type: 'api', path: '/material-ui/api/button/' },
  { type: 'template', path: '/material-ui/getting-started/templates/dashboard/' },
  { type: 'material-icons', path: '/material-ui/material-icons/' },
];

/** Component pages of the core libraries: `/material-ui/react-button/`, `/joy-ui/react-card/` … */
const COMPONENT_PAGE = /^\/(material-ui|joy-ui|base-ui|system)\/(react-[a-z0-9-]+|icons|transitions|about-the-lab)\/$/;

/**
 * Every component page of a build, from its sitemap; the budget test and the bench size each one
 * against the component-page budget (`demos`).
 * @param {string} buildDir
 */
export function componentPagePaths(buildDir) {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((pathname) => COMPONENT_PAGE.test(pathname))
    .sort();
}

/** Launch options for Debian's Chromium, shared by the bench and the Playwright config. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** @param {Buffer} buffer */
export function gzipSize(buffer) {
  return zlib.gzipSync(buffer, { level: 6 }).length;
}

/** @param {string} buildDir @param {string[]} urlPaths */
export function sizeOfFiles(buildDir, urlPaths) {
  let raw = 0;
  let gzip = 0;
  for (const urlPath of urlPaths) {
    const content = fs.readFileSync(path.join(buildDir, decodeURIComponent(urlPath)));
    raw += content.length;
    gzip += gzipSize(content);
  }
  return { count: urlPaths.length, raw, gzip };
}

/** @param {string} buildDir @param {string} pagePath */
export function htmlSize(buildDir, pagePath) {
  const html = fs.readFileSync(path.join(buildDir, pagePath, 'index.html'));
  return { raw: html.length, gzip: gzipSize(html) };
}

/**
 * Where each page's off-origin requests are listed, for the collectLoadedAssets call under way.
 * @type {WeakMap<import('playwright-core').Page, string[]>}
 */
const thirdPartyLog = new WeakMap();

/**
 * Answers the page's off-origin requests (the ad feed) locally for the rest of its life. The route
 * is set once and never removed: removing it while an answer was under way failed the next load.
 * @param {import('playwright-core').Page} page @param {string} origin
 */
async function answerThirdPartyLocally(page, origin) {
  if (thirdPartyLog.has(page)) return;
  thirdPartyLog.set(page, []);
  await page.route(
    (requestUrl) => requestUrl.origin !== origin,
    (route) => {
      thirdPartyLog.get(page)?.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ads":[]}' });
    },
  );
}

/**
 * Loads `url` in a Playwright page and returns the same-origin scripts and stylesheets it
 * requested (as URL paths) until it settled: hydrated (Docusaurus's own `data-has-hydrated`), its
 * main thread idle and no script or stylesheet still loading. That is a state, not Playwright's
 * "network idle", which waits a fixed 500 ms on every page. Third-party requests (the ad feed)
 * never leave the machine: they are answered locally and listed separately.
 * @param {import('playwright-core').Page} page @param {string} url
 */
export async function collectLoadedAssets(page, url) {
  const origin = new URL(url).origin;
  /** @type {Set<string>} */
  const scripts = new Set();
  /** @type {Set<string>} */
  const styles = new Set();
  /** @type {string[]} */
  const thirdParty = [];
  await answerThirdPartyLocally(page, origin);
  thirdPartyLog.set(page, thirdParty);
  /** Script and stylesheet requests still loading. @type {Set<import('playwright-core').Request>} */
  const pending = new Set();
  /** @param {import('playwright-core').Request} request */
  const onRequest = (request) => {
    const requestUrl = new URL(request.url());
    if (requestUrl.origin !== origin) return;
    const type = request.resourceType();
    if (type === 'script') scripts.add(requestUrl.pathname);
    if (type === 'stylesheet') styles.add(requestUrl.pathname);
    if (type === 'script' || type === 'stylesheet') pending.add(request);
  };
  /** @param {import('playwright-core').Request} request */
  const onDone = (request) => pending.delete(request);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  // What hydration's effects load (lazy widgets) is requested before the main thread next goes
  // idle; a chunk that loads more chunks is waited for in the next round.
  for (let round = 0; round < 20; round += 1) {
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 2_000 })),
    );
    if (pending.size === 0) break;
    await Promise.all([...pending].map((request) => request.response().catch(() => null)));
  }
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  return { scripts: [...scripts].sort(), styles: [...styles].sort(), thirdParty };
}

/**
 * Loads a built page in Chromium and sizes everything it fetched.
 * @param {import('playwright-core').Page} page @param {string} buildDir @param {string} baseUrl @param {string} pagePath
 */
export async function measurePage(page, buildDir, baseUrl, pagePath) {
  const { scripts, styles, thirdParty } = await collectLoadedAssets(page, new URL(pagePath, baseUrl).href);
  return {
    html: htmlSize(buildDir, pagePath),
    js: sizeOfFiles(buildDir, scripts),
    css: sizeOfFiles(buildDir, styles),
    scripts,
    thirdParty,
  };
}
