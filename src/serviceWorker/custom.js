// Runs inside the service worker (plugin-pwa `swCustom`; plain JS: the worker bundle has no TS
// loader). plugin-pwa precaches the app shell (./caching.js says which files); this adds runtime
// caching for everything else and removes the caches that earlier workers left.
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { cachePolicyFor, cachesToDeleteOnActivate, isCacheablePage, OFFLINE_PAGE, RUNTIME_CACHES } from './caching';

/**
 * @param {keyof typeof RUNTIME_CACHES} name
 * @param {import('workbox-core').WorkboxPlugin[]} [plugins]
 */
function bounded(name, plugins = []) {
  const { cacheName, maxEntries, maxAgeSeconds } = RUNTIME_CACHES[name];
  return {
    cacheName,
    plugins: [new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true }), ...plugins],
  };
}

/** @type {import('workbox-core').WorkboxPlugin} */
const onlyHtmlPages = {
  cacheWillUpdate: async ({ response }) =>
    isCacheablePage(response.status, response.headers.get('content-type')) ? response : null,
};

/**
 * The part of the worker's global scope used here (the project's TypeScript lib is the DOM's).
 * @typedef {{ addEventListener(type: 'activate', listener: (event: { waitUntil(done: Promise<unknown>): void }) => void): void }} WorkerScope
 */

/** @param {{ offlineMode: boolean }} params plugin-pwa's worker parameters */
export default function swCustom(params) {
  const worker = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));
  worker.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(cachesToDeleteOnActivate(names, params.offlineMode).map((name) => caches.delete(name))),
        ),
    );
  });
  // Without offline mode plugin-pwa's worker answers nothing from its caches; neither does this.
  if (!params.offlineMode) return;

  const pages = new NetworkFirst(bounded('pages', [onlyHtmlPages]));
  const strategies = {
    searchManifest: new NetworkFirst(bounded('searchManifest')),
    search: new CacheFirst(bounded('search')),
    assets: new CacheFirst(bounded('assets')),
    icons: new CacheFirst(bounded('icons')),
    images: new StaleWhileRevalidate(bounded('images')),
  };

  /** @param {import('workbox-core').RouteMatchCallbackOptions} context */
  const policyOf = ({ url, request, sameOrigin }) =>
    cachePolicyFor({
      pathname: url.pathname,
      sameOrigin,
      navigation: request.mode === 'navigate',
      method: request.method,
    });

  registerRoute(
    (context) => policyOf(context) === 'page',
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        // Neither the network nor the cache has the page. The precache keys carry a revision query.
        return (await caches.match(OFFLINE_PAGE, { ignoreSearch: true })) ?? Response.error();
      }
    },
  );
  for (const [policy, strategy] of Object.entries(strategies)) {
    registerRoute((context) => policyOf(context) === policy, strategy);
  }
}
