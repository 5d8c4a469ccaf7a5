// Analytics through the global tag function (gtag). Nothing is set up when no measurement id is
// configured; the tag script itself is only fetched on the production host, so local and test
// runs record to `window.dataLayer` without anything leaving the machine.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type { ClientModule } from '@docusaurus/types';
import {
  clickEventFromElement,
  createGtag,
  detectOs,
  gtagConfigCalls,
  pageView,
  shouldSampleWebVitals,
  userProperties,
  webVitalEvent,
} from '../lib/analytics';
import { CODE_STYLING_COOKIE, CODE_VARIANT_COOKIE, COLOR_MODE_STORAGE_KEY, DEFAULT_LANGUAGE } from '../lib/constants';
import { parseCookies } from '../lib/cookies';
import { getRouteProduct, splitPathname } from '../lib/routing';
import { readStorage } from '../lib/storage';
import { whenIdle } from '../lib/whenIdle';
import { customFieldsOf, type SiteCustomFields } from '../lib/customFields';
import { track } from './track';

const { analytics } = customFieldsOf(siteConfig);
const enabled = ExecutionEnvironment.canUseDOM && Boolean(analytics.measurementId);

function loadTagScript(measurementId: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

function trackTaggedClicks(event: MouseEvent) {
  const element = (event.target as Element | null)?.closest?.<HTMLElement>('[data-ga-event-category]');
  if (!element) return;
  const { gaEventCategory, gaEventAction, gaEventLabel, gaEventSplit } = element.dataset;
  const call = clickEventFromElement(
    {
      'data-ga-event-category': gaEventCategory,
      'data-ga-event-action': gaEventAction,
      'data-ga-event-label': gaEventLabel,
      'data-ga-event-split': gaEventSplit,
    },
    Math.random,
  );
  if (call) track(call);
}

async function reportWebVitals() {
  const { onCLS, onINP, onLCP, onFCP, onTTFB } = await import('web-vitals');
  const report = (metric: { name: string; value: number; id: string; rating?: string }) => track(webVitalEvent(metric));
  for (const subscribe of [onCLS, onINP, onLCP, onFCP, onTTFB]) subscribe(report);
}

function start({ measurementId, productionHost }: SiteCustomFields['analytics']) {
  const win = window as unknown as { gtag?: (...args: unknown[]) => void; dataLayer?: unknown[] };
  const gtag = createGtag({ measurementId, win });
  win.gtag = gtag;
  for (const call of gtagConfigCalls(measurementId, new Date())) gtag(...call);

  const cookies = parseCookies(document.cookie);
  track(
    userProperties({
      codeVariant: cookies.get(CODE_VARIANT_COOKIE) ?? 'TS',
      language: DEFAULT_LANGUAGE,
      pixelRatio: window.devicePixelRatio,
      os: detectOs(navigator.userAgent, navigator.platform),
      colorScheme: readStorage(COLOR_MODE_STORAGE_KEY) ?? 'system',
      codeStyling: cookies.get(CODE_STYLING_COOKIE) ?? 'MUI System',
    }),
  );
  document.addEventListener('click', trackTaggedClicks, true);
  // Calls queue in `dataLayer` until the tag script reads them; the reader is not waiting for it.
  whenIdle(() => {
    if (window.location.hostname === productionHost) loadTagScript(measurementId);
    // Web vitals observe buffered entries, so starting late misses none.
    if (shouldSampleWebVitals(Math.random)) void reportWebVitals();
  });
}

if (enabled) start(analytics);

const analyticsModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!enabled || (previousLocation && location.pathname === previousLocation.pathname)) return;
    // The new page's <title> is applied right after this hook runs.
    window.setTimeout(() => {
      const { productId, productCategoryId } = getRouteProduct(location.pathname);
      const { canonicalPathname } = splitPathname(location.pathname);
      track(
        pageView({
          title: document.title,
          location: `${siteConfig.url}${canonicalPathname}`,
          productId: productId ?? undefined,
          productCategoryId: productCategoryId ?? undefined,
        }),
      );
    }, 0);
  },
};

export default analyticsModule;
