// Runs inside the service worker (plugin-pwa `swCustom`; plain JS: the worker bundle has no TS loader). The search index is written after the
// build's precache list may already have been computed, so it gets its own runtime caching:
// hashed shard and page files never change; index.json is revalidated in the background.
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';

export default function swCustom() {
  registerRoute(
    ({ url }) => url.pathname.startsWith('/search-index/shards/') || url.pathname.startsWith('/search-index/pages/'),
    new CacheFirst({ cacheName: 'search-index-immutable' }),
  );
  registerRoute(
    ({ url }) => url.pathname === '/search-index/index.json',
    new StaleWhileRevalidate({ cacheName: 'search-index' }),
  );
  // The Material icons page's shape chunks (plugins/material-icons) are named by their content and
  // kept out of the precache: each is cached the first time it is shown.
  registerRoute(
    ({ url }) => url.pathname.startsWith('/material-icons-data/'),
    new CacheFirst({ cacheName: 'material-icons-data' }),
  );
}
