import { AD_MAX_IMPRESSION_PIXELS } from './constants';
import { toHttpsUrl } from './httpsUrl';
import type { FeedAd } from './types';

const PIXEL_SEPARATOR = '||';
const TIMESTAMP_PLACEHOLDER = '[timestamp]';

/**
 * The URLs to request when the ad is shown: the impression pixel, then the tracking pixels, each
 * once, only https, and at most AD_MAX_IMPRESSION_PIXELS in all (the feed is untrusted: a feed
 * listing thousands of pixels must not make the reader's browser send thousands of requests).
 */
export function impressionUrls(ad: Pick<FeedAd, 'statimp' | 'pixel' | 'timestamp'>): string[] {
  const timestamp = encodeURIComponent(ad.timestamp);
  const candidates = [ad.statimp ?? '', ...ad.pixel.split(PIXEL_SEPARATOR)];
  const urls = new Set<string>();
  for (const candidate of candidates) {
    if (urls.size === AD_MAX_IMPRESSION_PIXELS) break;
    const url = toHttpsUrl(candidate.trim().replaceAll(TIMESTAMP_PLACEHOLDER, timestamp));
    if (url !== null) urls.add(url);
  }
  return [...urls];
}

/** Requests the ad's impression pixels (see `impressionUrls`); `request` sends one, e.g. as an image. */
export function fireImpressionPixels(
  ad: Pick<FeedAd, 'statimp' | 'pixel' | 'timestamp'>,
  request: (url: string) => void,
): void {
  for (const url of impressionUrls(ad)) request(url);
}
