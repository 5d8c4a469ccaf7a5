import {
  cachePolicyFor,
  cachesToDeleteOnActivate,
  isAppShellFile,
  isCacheablePage,
  keepAppShell,
  OFFLINE_PAGE,
  RUNTIME_CACHES,
} from './caching';

const SHELL = [
  'assets/js/main.eb54e017.js',
  'assets/js/runtime~main.fa25935c.js',
  'assets/css/styles.52f1e2e2.css',
  'assets/fonts/inter-latin-wght-normal-4f2981d82860061bca3ecb967a2cd084.woff2',
  'assets/fonts/roboto-latin-400-normal-0d16261b107ca3336eeb3586e597ec45.woff2',
  'offline.html',
];

const NOT_SHELL = [
  'index.html',
  '404.html',
  'material-ui/react-button/index.html',
  'zh/material-ui/react-button/index.html',
  'zh/index.html',
  'assets/js/0a1b2c3d.5e6f7a8b.js',
  'assets/js/main.eb54e017.js.LICENSE.txt',
  'assets/css/other.52f1e2e2.css',
  'sw.js',
  '64.sw.js',
  'manifest.json',
  'img/logo.svg',
  'material-icons-data/3.abcdef12.json',
  'search-index/shards/0.5fb99e0063e9bc04.json',
];

describe('the precache', () => {
  it('holds the main JS, the runtime chunk, the main CSS, the fonts and the offline page', () => {
    for (const file of SHELL) {
      expect([file, isAppShellFile(file)]).toEqual([file, true]);
      expect([file, isAppShellFile(`/${file}`)]).toEqual([file, true]);
    }
    expect(isAppShellFile(OFFLINE_PAGE)).toBe(true);
  });

  it('holds no documentation page, /zh/ redirect, route chunk or other file', () => {
    for (const file of NOT_SHELL) expect([file, isAppShellFile(file)]).toEqual([file, false]);
  });

  it('keeps only the app shell of what plugin-pwa globs', () => {
    const entries = [...NOT_SHELL, ...SHELL].map((url) => ({ url, size: 1000, revision: 'r' }));
    const { manifest, warnings } = keepAppShell(entries);
    expect(manifest.map((entry) => entry.url).sort()).toEqual([...SHELL].sort());
    expect(warnings).toEqual([]);
  });
});

describe('runtime caching', () => {
  const request = (pathname: string, overrides: Partial<Parameters<typeof cachePolicyFor>[0]> = {}) =>
    cachePolicyFor({ pathname, sameOrigin: true, navigation: false, method: 'GET', ...overrides });

  it('leaves the app shell to the precache, even for a navigation to the offline page', () => {
    expect(request('/assets/js/main.eb54e017.js')).toBe('precache');
    expect(request('/offline.html', { navigation: true })).toBe('precache');
  });

  it('serves pages network first', () => {
    expect(request('/material-ui/react-button/', { navigation: true })).toBe('page');
    expect(request('/zh/material-ui/react-button/', { navigation: true })).toBe('page');
    expect(request('/', { navigation: true })).toBe('page');
  });

  it('serves content-hashed files cache first and the search manifest network first', () => {
    expect(request('/assets/js/0a1b2c3d.5e6f7a8b.js')).toBe('assets');
    expect(request('/assets/images/cover-1a2b3c4d.png')).toBe('assets');
    expect(request('/search-index/shards/0.5fb99e0063e9bc04.json')).toBe('search');
    expect(request('/search-index/pages/0123456789abcdef.json')).toBe('search');
    expect(request('/search-index/index.json')).toBe('searchManifest');
    expect(request('/material-icons-data/3.abcdef12.json')).toBe('icons');
    expect(request('/img/logo.svg')).toBe('images');
  });

  it('does not touch other origins, other methods or anything else', () => {
    expect(request('/assets/js/0a1b2c3d.5e6f7a8b.js', { sameOrigin: false })).toBe('network');
    expect(request('/feedback', { method: 'POST' })).toBe('network');
    expect(request('/feedback/summary')).toBe('network');
    expect(request('/sw.js')).toBe('network');
    expect(request('/manifest.json')).toBe('network');
    expect(request('/ads/feed.json')).toBe('network');
  });

  it('keeps only complete HTML pages for reading offline', () => {
    expect(isCacheablePage(200, 'text/html; charset=utf-8')).toBe(true);
    expect(isCacheablePage(404, 'text/html; charset=utf-8')).toBe(false);
    expect(isCacheablePage(500, 'text/html')).toBe(false);
    expect(isCacheablePage(200, 'application/json')).toBe(false);
    expect(isCacheablePage(200, null)).toBe(false);
  });

  it('bounds every runtime cache by entries and age', () => {
    for (const cache of Object.values(RUNTIME_CACHES)) {
      expect(cache.maxEntries).toBeGreaterThan(0);
      expect(cache.maxAgeSeconds).toBeGreaterThan(0);
      expect(cache.maxAgeSeconds).toBeLessThanOrEqual(30 * 24 * 60 * 60);
    }
  });
});

describe('caches removed when a new worker activates', () => {
  const precache = 'workbox-precache-v2-https://mui-docs.example/';
  const current = Object.values(RUNTIME_CACHES).map((cache) => cache.cacheName);

  it("removes earlier workers' caches and the pages read under the previous deploy", () => {
    const legacy = ['search-index-immutable', 'search-index', 'material-icons-data'];
    const removed = cachesToDeleteOnActivate([precache, ...legacy, ...current], true);
    expect(removed.sort()).toEqual([...legacy, RUNTIME_CACHES.pages.cacheName].sort());
  });

  it('removes every runtime cache when offline mode is off, never the precache', () => {
    expect(cachesToDeleteOnActivate([precache, ...current], false).sort()).toEqual([...current].sort());
  });
});
