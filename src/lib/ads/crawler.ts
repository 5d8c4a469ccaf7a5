/**
 * Self-identifying bots. `bot\b` catches Googlebot, bingbot, DuckDuckBot-Https, robot...
 * without matching words that merely contain "bot". Headless browsers are not listed:
 * they are usually tests or previews that should see the page as a reader would.
 */
const CRAWLER_PATTERN =
  /bot\b|crawl|spider|slurp|facebookexternalhit|facebookcatalog|mediapartners-google|apis-google|feedfetcher|google-inspectiontool|archiver/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && CRAWLER_PATTERN.test(userAgent);
}
