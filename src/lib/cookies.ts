import { PREFERENCE_COOKIE_MAX_AGE_SECONDS, PREFERENCE_COOKIE_PATH } from './constants';
import { safeDecodeURIComponent } from './safeDecode';

/** Anything with a `cookie` string, like `document`; tests pass a plain object. */
export interface CookieJar {
  cookie: string;
}

function browserJar(): CookieJar {
  if (typeof document === 'undefined') {
    throw new Error('Reading cookies on the server is unsupported: cookies are only available in the browser.');
  }
  return document;
}

export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    const name = pair.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    // A cookie set by something else with broken escaping is ignored rather than fatal.
    const value = safeDecodeURIComponent(pair.slice(separator + 1).trim());
    if (value !== null) cookies.set(name, value);
  }
  return cookies;
}

export function readCookie(name: string, jar: CookieJar = browserJar()): string | undefined {
  return parseCookies(jar.cookie).get(name);
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
}

export function serializeCookie(
  name: string,
  value: string,
  { maxAgeSeconds = PREFERENCE_COOKIE_MAX_AGE_SECONDS, path = PREFERENCE_COOKIE_PATH }: CookieOptions = {},
): string {
  return `${name}=${encodeURIComponent(value)};path=${path};max-age=${maxAgeSeconds};samesite=lax`;
}

export function writeCookie(name: string, value: string, options?: CookieOptions, jar: CookieJar = browserJar()): void {
  jar.cookie = serializeCookie(name, value, options);
}
