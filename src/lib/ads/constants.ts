/** Ad and analytics constants from the product spec. Every ads/analytics module imports them from here. */

/** How often the page checks whether the ad network has inserted its element. */
export const AD_POLL_INTERVAL_MS = 500;
/** Polling gives up after this many checks (15 s). */
export const AD_MAX_POLLS = 30;
/** An ad blocker is assumed once MORE than this many polls found nothing, i.e. on the 7th. */
export const AD_BLOCKER_AFTER_POLLS = 6;
/** Total feed requests made while the feed answers without a usable ad. */
export const AD_FEED_MAX_ATTEMPTS = 10;
/** Feed bodies above this size are rejected unparsed and unread past it: a real feed is a few kB. */
export const AD_FEED_MAX_BODY_BYTES = 64 * 1024;
/** A feed request (answer and body) still running after this long is aborted. */
export const AD_FEED_TIMEOUT_MS = 5000;
/** At most this many distinct impression and tracking pixels are requested per ad shown. */
export const AD_MAX_IMPRESSION_PIXELS = 5;
/** Share of ad displays reported to analytics, to stay inside the analytics quota. */
export const AD_DISPLAY_SAMPLE_RATIO = 0.1;
/** An ad must stay on screen this long before its display is reported. */
export const AD_IMPRESSION_DELAY_MS = 2500;
/** Share of ads rendered in the inline (text) style; the rest use the image style. */
export const AD_INLINE_RATIO = 0.2;
/** Chance that an ad-blocker visitor sees the appeal instead of an in-house ad. */
export const AD_APPEAL_PROBABILITY = 0.2;
/** Reserved ad height, so the page does not jump when the ad arrives. */
export const AD_MIN_HEIGHT_SM_UP_PX = 126;
export const AD_MIN_HEIGHT_XS_PX = 142;
export const AD_IMAGE_WIDTH = 130;
export const AD_IMAGE_HEIGHT = 100;
/** Theme spacing units around the ad. */
export const AD_MARGIN_SPACING_UNITS = 3;

/** Share of visitors (about 0.01 %) whose Web Vitals are reported. */
export const WEB_VITALS_SAMPLE_RATIO = 0.0001;
