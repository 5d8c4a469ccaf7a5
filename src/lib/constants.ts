/** Site-wide constants from the product spec (section 9). Everything imports them from here. */

export const DEFAULT_LANGUAGE = 'en';
/** Languages with a bundled dictionary and listed in the settings. */
export const SUPPORTED_LANGUAGES = ['en'] as const;
/** Languages accepted as a path prefix (`/zh/...` reaches the English page). */
export const PATH_LANGUAGES = ['en', 'zh'] as const;

/** Cookies that remember reader preferences: path `/`, one year. */
export const PREFERENCE_COOKIE_PATH = '/';
export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 31_536_000;
export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';

/** localStorage key of the colour-mode preference. */
export const COLOR_MODE_STORAGE_KEY = 'mui-mode';

export const THEME_BORDER_RADIUS = 12;
export const THEME_SPACING = 8;
/** Demo themes kept per library, one per distinct display setting (src/components/*DemoTheme/). */
export const DEMO_THEME_CACHE_LIMIT = 8;

/** localStorage keys of the other display settings. */
export const DIRECTION_STORAGE_KEY = 'mui-direction';
export const PALETTE_COLORS_STORAGE_KEY = 'mui-palette-colors';

/** How long a copy button reads 'Copied' before reverting to 'Copy'. */
export const COPY_LABEL_REVERT_MS_IN_PAGE = 2000;
export const COPY_LABEL_REVERT_MS_STANDALONE = 1200;

/** Non-critical start-up work (analytics, service worker, ads) waits for idle time at most this long. */
export const IDLE_START_TIMEOUT_MS = 2000;
/** Where the browser has no idle callbacks, that work starts this long after it is asked for. */
export const IDLE_FALLBACK_MS = 300;

/** `npm start` only: how long a demo preview may wait for its lazily compiled chunk before the page reloads once (src/lib/demos/stalledPreview.ts). */
export const STALLED_PREVIEW_RELOAD_MS = 12_000;
