import { AD_FEED_MAX_ATTEMPTS, AD_FEED_MAX_BODY_BYTES, AD_FEED_TIMEOUT_MS } from './constants';
import { readBoundedText, type BodySource } from './boundedBody';
import { toHttpsUrl } from './httpsUrl';
import type { AdDisplay, FeedAd } from './types';

/** The slice of the Fetch API the feed needs, so tests can inject a fake. */
export interface FeedResponse extends BodySource {
  ok: boolean;
}
export type FeedFetch = (url: string, init: { signal: AbortSignal }) => Promise<FeedResponse>;

export interface FetchFeedAdOptions<Handle> {
  url: string;
  fetch: FeedFetch;
  /** Timers for the per-request timeout (`window.setTimeout` in the page, a fake clock in tests). */
  setTimeout: (callback: () => void, ms: number) => Handle;
  clearTimeout: (handle: Handle) => void;
  maxAttempts?: number;
  /** Ends the search at once, e.g. when the ad slot goes away. */
  signal?: AbortSignal;
}

/** Parses a feed body and returns its first usable ad; never throws, whatever the body. */
export function parseFeed(text: string): FeedAd | null {
  if (typeof text !== 'string' || exceedsBodyLimit(text)) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(body) || !Array.isArray(body.ads)) return null;
  for (const entry of body.ads) {
    const ad = normalizeAd(entry);
    if (ad) return ad;
  }
  return null;
}

/**
 * Requests the feed until it yields a usable ad, at most `maxAttempts` times in all
 * (the network sometimes answers with an empty slot). A failed request (network error,
 * non-2xx status, or no complete answer within AD_FEED_TIMEOUT_MS) ends the search at once.
 * An answer over AD_FEED_MAX_BODY_BYTES or that is not a feed counts as an empty slot.
 */
export async function fetchFeedAd<Handle>({
  url,
  fetch,
  setTimeout,
  clearTimeout,
  maxAttempts = AD_FEED_MAX_ATTEMPTS,
  signal,
}: FetchFeedAdOptions<Handle>): Promise<FeedAd | null> {
  const attempts = Number.isFinite(maxAttempts) ? Math.max(1, Math.floor(maxAttempts)) : 1;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (signal?.aborted) return null;
    let text: string | null;
    try {
      text = await withTimeout(
        async (requestSignal) => {
          const response = await fetch(url, { signal: requestSignal });
          if (!response.ok) throw new Error('the feed answered with an error status');
          return readBoundedText(response, AD_FEED_MAX_BODY_BYTES, requestSignal);
        },
        { setTimeout, clearTimeout, signal },
      );
    } catch {
      return null;
    }
    const ad = text === null ? null : parseFeed(text);
    if (ad) return ad;
  }
  return null;
}

/**
 * Runs `work` with a signal that aborts after AD_FEED_TIMEOUT_MS or when `signal` aborts, and
 * rejects at that moment even if `work` ignores its signal.
 */
function withTimeout<T, Handle>(
  work: (signal: AbortSignal) => Promise<T>,
  { setTimeout, clearTimeout, signal }: Pick<FetchFeedAdOptions<Handle>, 'setTimeout' | 'clearTimeout' | 'signal'>,
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const stop = (reason: Error) => {
      controller.abort(reason);
      reject(reason);
    };
    const onAbort = () => stop(new Error('the feed request was cancelled'));
    const timer = setTimeout(
      () => stop(new Error(`no complete feed answer within ${AD_FEED_TIMEOUT_MS} ms`)),
      AD_FEED_TIMEOUT_MS,
    );
    signal?.addEventListener('abort', onAbort, { once: true });
    work(controller.signal)
      .then(resolve, reject)
      .finally(() => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      });
  });
}

export function toDisplayAd(ad: FeedAd): AdDisplay {
  return {
    link: ad.statlink,
    img: ad.image,
    name: ad.company,
    description: ad.description,
    poweredby: 'Carbon',
    label: 'carbon',
  };
}

function normalizeAd(entry: unknown): FeedAd | null {
  if (!isRecord(entry)) return null;
  const statlink = toHttpsUrl(entry.statlink);
  const company = plainText(entry.company);
  const description = plainText(entry.description);
  if (statlink === null || (company === '' && description === '')) return null;
  return {
    company,
    description,
    image: toHttpsUrl(entry.image),
    statlink,
    statimp: toHttpsUrl(entry.statimp),
    pixel: plainText(entry.pixel),
    timestamp: plainText(entry.timestamp),
  };
}

/** Strings pass through untouched (markup stays literal text); numbers are stringified; anything else is empty. */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function exceedsBodyLimit(text: string): boolean {
  // UTF-8 never needs fewer bytes than UTF-16 code units, so a long string is rejected without encoding.
  if (text.length > AD_FEED_MAX_BODY_BYTES) return true;
  return new TextEncoder().encode(text).byteLength > AD_FEED_MAX_BODY_BYTES;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
