/** Service worker registration rules (SPEC section 4). */

export function shouldRegisterServiceWorker(hostname: string, productionHost: string, supported: boolean): boolean {
  return supported && hostname === productionHost;
}

/** The plugin-pwa worker reads its options from a `params` query parameter. */
export function serviceWorkerUrl(scriptUrl: string, params: { offlineMode: boolean; debug: boolean }): string {
  return `${scriptUrl}?params=${encodeURIComponent(JSON.stringify(params))}`;
}

interface WorkboxLike {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSW(message: { type: string }): Promise<unknown>;
}

/**
 * When a new worker has installed and waits, tell it to skip waiting, and reload the page once
 * it controls the page, so readers never mix old pages with new assets.
 */
export function reloadOnUpdate(workbox: WorkboxLike, reload: () => void): void {
  workbox.addEventListener('waiting', () => {
    workbox.addEventListener('controlling', reload);
    void workbox.messageSW({ type: 'SKIP_WAITING' });
  });
}
