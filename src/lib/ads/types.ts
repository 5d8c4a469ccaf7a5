/** One ad from the ad network's JSON feed, after normalisation by `parseFeed`. */
export interface FeedAd {
  company: string;
  description: string;
  /** https image URL, or null when the feed gave none or a non-https one. */
  image: string | null;
  /** https click-through URL; ads without one are never kept. */
  statlink: string;
  /** https impression pixel, or null. */
  statimp: string | null;
  /** Raw tracking URLs separated by '||', with `[timestamp]` placeholders; `impressionUrls` filters them. */
  pixel: string;
  timestamp: string;
}

/** An ad we run ourselves (shown when the network has nothing for us or is blocked). */
export interface InHouseAd {
  name: string;
  link: string;
  /** Site path of the artwork, e.g. `/static/ads/in-house-templates.svg`. */
  img: string;
  description: string;
}

/** What the ad renderer needs, whatever the ad's origin. Render every field as text. */
export interface AdDisplay {
  link: string;
  img: string | null;
  name: string;
  description: string;
  poweredby: string;
  /** Analytics label identifying the ad source. */
  label: string;
}

/** A random source returning numbers in [0, 1), like Math.random; injected so tests are deterministic. */
export type RandomSource = () => number;
