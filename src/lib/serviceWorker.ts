/**
 * Service worker registration rules (SPEC section 4), checked on every page. What the registration
 * does on the production host (offline mode, updates) is in serviceWorkerRegistration.ts.
 */

export function shouldRegisterServiceWorker(hostname: string, productionHost: string, supported: boolean): boolean {
  return supported && hostname === productionHost;
}

/** The plugin-pwa worker reads its options from a `params` query parameter. */
export function serviceWorkerUrl(scriptUrl: string, params: { offlineMode: boolean; debug: boolean }): string {
  return `${scriptUrl}?params=${encodeURIComponent(JSON.stringify(params))}`;
}
