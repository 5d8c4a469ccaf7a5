/** Sends a prepared gtag call through the global tag function, when analytics is configured. */
export function track(call: readonly unknown[]): void {
  if (typeof window === 'undefined') return;
  const gtag = (window as { gtag?: (...args: unknown[]) => void }).gtag;
  gtag?.(...call);
}
