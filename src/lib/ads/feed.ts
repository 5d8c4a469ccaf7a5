import { AD_FEED_MAX_ATTEMPTS, AD_FEED_MAX_BODY_BYTES } from './constants';
import { toHttpsUrl } from './httpsUrl';
import type { AdDisplay, FeedAd } from './types';

/** The slice of the Fetch API the feed needs, so tests can inject a fake. */
export interface FeedResponse {
  ok: boolean;
  text(): Promise<string>;
}
export type FeedFetch = (url: string) => Promise<FeedResponse>;

export interface FetchFeedAdOptions {
  url: string;
  fetch: FeedFetch;
  maxAttempts?: number;
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
 * (the network sometimes answers with an empty slot). A failed request ends the search at once.
 */
export async function fetchFeedAd({
  url,
  fetch,
  maxAttempts = AD_FEED_MAX_ATTEMPTS,
}: FetchFeedAdOptions): Promise<FeedAd | null> {
  const attempts = Number.isFinite(maxAttempts) ? Math.max(1, Math.floor(maxAttempts)) : 1;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    let text: string;
    try {
      const response = await fetch(url);
      if (!response.ok) return null;
      text = await response.text();
    } catch {
      return null;
    }
    const ad = parseFeed(text);
    if (ad) return ad;
  }
  return null;
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
