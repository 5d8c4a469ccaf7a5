import { STALLED_PREVIEW_RELOAD_MS } from '../constants';

/**
 * `npm start` only. On a cold start the dev server now and then never delivers a demo preview that it
 * compiles on first request: the update that carries it reaches the page, but its chunk is never
 * requested, so the preview would wait for good (issue 22; about one cold start in three here, not
 * fixed in the bundler's lazy compilation). A reload brings it, so the page reloads itself, once
 * per page and tab session: if the preview still does not come, the next wait is not cut short.
 * The dev server's `?demo` modules watch each of their lazy imports with reloadIfStalled
 * (plugins/demos/compile.ts), so components never see it.
 */
const RELOADED_KEY_PREFIX = 'mui-docs:stalled-preview-reloaded:';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether this page may reload for a stalled preview now; true records that it did. False once it
 * has in this session, and when the store is missing or refuses (privacy modes).
 */
export function claimStalledPreviewReload(store: SessionStore | null, pathname: string): boolean {
  if (!store) return false;
  const key = `${RELOADED_KEY_PREFIX}${pathname}`;
  try {
    if (store.getItem(key) !== null) return false;
    store.setItem(key, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/** The tab's session storage, or null where reading it throws (blocked storage). */
export function tabSessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The page a watched import was asked for from; the browser's by default. */
export interface StalledPage {
  pathname(): string;
  store(): SessionStore | null;
  reload(): void;
}

const browserPage = (): StalledPage => ({
  pathname: () => window.location.pathname,
  store: tabSessionStore,
  reload: () => window.location.reload(),
});

/**
 * Gives `loading` back, watched: should it not settle within STALLED_PREVIEW_RELOAD_MS while the
 * reader is still on the page that asked for it, the page reloads, once per page and session.
 */
export function reloadIfStalled<T>(loading: Promise<T>, what: string, page: StalledPage = browserPage()): Promise<T> {
  const pathname = page.pathname();
  const timer = setTimeout(() => {
    if (page.pathname() !== pathname || !claimStalledPreviewReload(page.store(), pathname)) return;
    console.warn(`${what} did not arrive in ${STALLED_PREVIEW_RELOAD_MS} ms; reloading the page once.`);
    page.reload();
  }, STALLED_PREVIEW_RELOAD_MS);
  const stopWatching = () => clearTimeout(timer);
  loading.then(stopWatching, stopWatching);
  return loading;
}
