import { toHttpsUrl } from './httpsUrl';
import type { FeedAd } from './types';

const PIXEL_SEPARATOR = '||';
const TIMESTAMP_PLACEHOLDER = '[timestamp]';

/** Every URL to request when the ad is shown: the impression pixel, then each tracking pixel. Only https URLs. */
export function impressionUrls(ad: Pick<FeedAd, 'statimp' | 'pixel' | 'timestamp'>): string[] {
  const timestamp = encodeURIComponent(ad.timestamp);
  const candidates = [ad.statimp ?? '', ...ad.pixel.split(PIXEL_SEPARATOR)];
  const urls: string[] = [];
  for (const candidate of candidates) {
    const url = toHttpsUrl(candidate.trim().replaceAll(TIMESTAMP_PLACEHOLDER, timestamp));
    if (url !== null) urls.push(url);
  }
  return urls;
}
