// Registration module for @docusaurus/plugin-pwa (its `swRegister` option): the worker is
// registered only on the production host, and an update reloads the page once it takes over,
// unless the reader has unsaved input: then at their next navigation. Everything past the host
// check loads on demand, so other hosts (and the main bundle) carry none of it.
import type { ClientModule } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import { customFieldsOf } from '../lib/customFields';
import { serviceWorkerUrl, shouldRegisterServiceWorker } from '../lib/serviceWorker';
import type { UpdateReloader } from '../lib/serviceWorkerRegistration';
import { whenIdle } from '../lib/whenIdle';

const { productionHost } = customFieldsOf(siteConfig);

let reloader: UpdateReloader | null = null;

async function register() {
  const [{ Workbox }, registration] = await Promise.all([
    import('workbox-window'),
    import('../lib/serviceWorkerRegistration'),
  ]);
  const offlineMode = registration.isOfflineModeActive(
    (process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES ?? []) as unknown as string[],
    {
      viewportWidth: window.innerWidth,
      saveData: Boolean((navigator as { connection?: { saveData?: boolean } }).connection?.saveData),
      standalone: window.matchMedia('(display-mode: standalone)').matches,
      search: window.location.search,
    },
  );
  const workbox = new Workbox(
    serviceWorkerUrl(process.env.PWA_SERVICE_WORKER_URL as string, { offlineMode, debug: false }),
  );
  const typedIn = registration.trackTyping(document);
  reloader = registration.createUpdateReloader({
    hasUnsavedInput: () => registration.hasUnsavedInput(document, typedIn),
    reload: () => window.location.reload(),
  });
  registration.reloadOnUpdate(workbox, reloader.onControlling);
  await workbox.register();
}

if (
  ExecutionEnvironment.canUseDOM &&
  shouldRegisterServiceWorker(window.location.hostname, productionHost, 'serviceWorker' in navigator)
) {
  // Registering downloads and precaches the app shell: after the page has started.
  whenIdle(() => void register().catch((error: unknown) => console.warn('Service worker registration failed', error)));
}

// Before the destination's code loads: a deferred reload loads it from the new deploy instead.
export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({ previousLocation, location }) => {
  reloader?.onNavigation(previousLocation?.pathname ?? null, location.pathname);
};
