// What the service worker keeps and for how long. Shared by the build (the precache list that
// docusaurus.config.ts hands plugin-pwa) and the worker (its runtime routes), so both agree on what
// the precache serves; plain JavaScript because the worker bundle has no TypeScript loader.

/** The offline fallback page (static/offline.html): precached, shown for a page that cannot be fetched. */
export const OFFLINE_PAGE = '/offline.html';

/**
 * Every first visitor downloads the precache, and again after each deploy, so it holds only the app
 * shell; documentation pages and chunks are cached as they are read.
 */
export const APP_SHELL_MAX_BYTES = 3 * 1024 * 1024;

/** Build files of the app shell, relative to the build folder. */
const APP_SHELL_FILES = [
  /^assets\/js\/main\.[0-9a-f]+\.js$/,
  /^assets\/js\/runtime~main\.[0-9a-f]+\.js$/,
  /^assets\/css\/styles\.[0-9a-f]+\.css$/,
  /^assets\/fonts\/[^/]+\.woff2$/,
  new RegExp(`^${OFFLINE_PAGE.slice(1).replace('.', '\\.')}$`),
];

/**
 * Whether a build file belongs to the app shell; takes the path relative to the build folder
 * (`assets/js/main.1a2b3c4d.js`, as in the precache list) or the URL path (`/assets/...`).
 * @param {string} file
 * @returns {boolean}
 */
export function isAppShellFile(file) {
  const relative = file.startsWith('/') ? file.slice(1) : file;
  return APP_SHELL_FILES.some((pattern) => pattern.test(relative));
}

/**
 * workbox-build `manifestTransforms` entry: plugin-pwa globs every HTML, JS, CSS, image and font
 * file of the build, and only the app shell is kept.
 * @param {Array<{ url: string, size: number, revision: string | null }>} entries
 */
export function keepAppShell(entries) {
  return { manifest: entries.filter((entry) => isAppShellFile(entry.url)), warnings: [] };
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Runtime caches, each bounded by entry count and age (workbox-expiration). Names carry the site's
 * prefix so that the worker can remove caches of earlier workers it no longer uses.
 */
export const RUNTIME_CACHES = {
  /** Documentation pages as read: network first, kept for reading offline. */
  pages: { cacheName: 'mui-docs-pages', maxEntries: 60, maxAgeSeconds: 7 * DAY_SECONDS },
  /** Hashed JS and CSS chunks and images under /assets/: their names change with their content. */
  assets: { cacheName: 'mui-docs-assets', maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS },
  /** Search shards and page fragments (content-hashed names). */
  search: { cacheName: 'mui-docs-search', maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS },
  /** The search index manifest: network first, so a search never starts from a stale one online. */
  searchManifest: { cacheName: 'mui-docs-search-manifest', maxEntries: 1, maxAgeSeconds: 7 * DAY_SECONDS },
  /** The Material icons page's shape chunks (plugins/material-icons, content-hashed names). */
  icons: { cacheName: 'mui-docs-icons', maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS },
  /** Files of static/img/: their names do not change, so they are revalidated in the background. */
  images: { cacheName: 'mui-docs-images', maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS },
};

/**
 * How the worker answers a request:
 * - `precache`: the app shell, answered by plugin-pwa's precache (two answers to one request fail);
 * - `page`: network first, then the page as last read, then the offline page;
 * - `searchManifest`: network first;
 * - `assets` / `search` / `icons`: cache first (immutable, content-hashed files);
 * - `images`: stale while revalidate;
 * - `network`: not handled (other origins, the feedback API, the worker itself, anything else).
 * @typedef {'precache' | 'page' | 'searchManifest' | 'assets' | 'search' | 'icons' | 'images' | 'network'} CachePolicy
 */

/**
 * @param {{ pathname: string, sameOrigin: boolean, navigation: boolean, method: string }} request
 * @returns {CachePolicy}
 */
export function cachePolicyFor({ pathname, sameOrigin, navigation, method }) {
  if (!sameOrigin || method !== 'GET') return 'network';
  if (isAppShellFile(pathname)) return 'precache';
  if (navigation) return 'page';
  if (pathname === '/search-index/index.json') return 'searchManifest';
  if (pathname.startsWith('/search-index/shards/') || pathname.startsWith('/search-index/pages/')) return 'search';
  if (pathname.startsWith('/assets/')) return 'assets';
  if (pathname.startsWith('/material-icons-data/')) return 'icons';
  if (pathname.startsWith('/img/')) return 'images';
  return 'network';
}

/**
 * Only complete HTML pages are kept for reading offline (not errors, redirects or API answers
 * that a reader happened to open in a tab).
 * @param {number} status
 * @param {string | null} contentType
 */
export function isCacheablePage(status, contentType) {
  return status === 200 && (contentType ?? '').startsWith('text/html');
}

const PRECACHE_PREFIX = 'workbox-precache';

/**
 * Caches to delete when a new worker activates: caches of earlier workers (any name that is neither
 * a current runtime cache nor plugin-pwa's precache), every runtime cache when offline mode is off,
 * and the pages read under the previous deploy, whose app shell the precache no longer holds (they
 * would show unstyled offline).
 * @param {readonly string[]} existing names from `caches.keys()`
 * @param {boolean} offlineMode
 * @returns {string[]}
 */
export function cachesToDeleteOnActivate(existing, offlineMode) {
  const kept = new Set(
    offlineMode
      ? Object.values(RUNTIME_CACHES)
          .map((cache) => cache.cacheName)
          .filter((name) => name !== RUNTIME_CACHES.pages.cacheName)
      : [],
  );
  return existing.filter((name) => !name.startsWith(PRECACHE_PREFIX) && !kept.has(name));
}
