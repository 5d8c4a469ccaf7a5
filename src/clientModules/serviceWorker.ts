// Registration module for @docusaurus/plugin-pwa (its `swRegister` option): the worker is
// registered only on the production host, and an update reloads the page once it takes over.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import { customFieldsOf } from '../lib/customFields';
import { reloadOnUpdate, serviceWorkerUrl, shouldRegisterServiceWorker } from '../lib/serviceWorker';

const { productionHost } = customFieldsOf(siteConfig);

async function register() {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(
    serviceWorkerUrl(process.env.PWA_SERVICE_WORKER_URL as string, { offlineMode: true, debug: false }),
  );
  reloadOnUpdate(workbox, () => window.location.reload());
  await workbox.register();
}

if (
  ExecutionEnvironment.canUseDOM &&
  shouldRegisterServiceWorker(window.location.hostname, productionHost, 'serviceWorker' in navigator)
) {
  void register().catch((error: unknown) => console.warn('Service worker registration failed', error));
}
