/**
 * Decoding of text that comes from the address bar or a cookie, which anyone can type or set:
 * `decodeURIComponent` throws on a malformed escape (`%`, `%ZZ`, a truncated UTF-8 sequence
 * such as `%E0%A4%A`), and an uncaught throw in a React effect crashes the whole page.
 */

/** `decodeURIComponent`, or null when `text` holds a malformed escape. Never throws. */
export function safeDecodeURIComponent(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The element id a URL hash points at (`#prop-sx` → `prop-sx`, `#caf%C3%A9` → `café`), or null
 * for an empty hash. A hash that does not decode is taken literally, as browsers do when they
 * look for the target of a fragment.
 */
export function idFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  return safeDecodeURIComponent(raw) ?? raw;
}

/**
 * For a hash that does not decode, the hash that decodes to its literal text (`#%` → `#%25`,
 * the same text `idFromHash` falls back to); null for a hash that decodes (nothing to repair).
 * Docusaurus's router decodes the hash of every in-app navigation with the bare
 * `decodeURIComponent` before it scrolls; a malformed one typed into the address bar of an open
 * page (or reached with the back button) would crash the page.
 */
export function repairedHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  return safeDecodeURIComponent(raw) === null ? `#${raw.replaceAll('%', '%25')}` : null;
}

/**
 * `path#id`, with the id percent-encoded so that decoding the hash gives it back: the router
 * decodes the hash of every in-app navigation before it scrolls, and would throw on an id
 * holding a bare `%`.
 */
export function urlWithFragment(path: string, id: string): string {
  if (id === '') return path;
  try {
    return `${path}#${encodeURIComponent(id)}`;
  } catch {
    // A lone surrogate cannot be encoded; no element id read from HTML holds one.
    return path;
  }
}
