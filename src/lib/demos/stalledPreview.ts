/**
 * `npm start` only. On a cold start the dev server now and then never delivers a demo preview that it
 * compiles on first request: the update that carries it reaches the page, but its chunk is never
 * requested, so the preview would wait for good (issue 22; about one cold start in three here, not
 * fixed in the bundler's lazy compilation). A reload brings it, so the page reloads itself, once
 * per page and tab session: if the preview still does not come, the next wait is not cut short.
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
