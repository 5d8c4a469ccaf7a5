export interface GtagWindow {
  dataLayer?: unknown[];
}
export type Gtag = (...args: unknown[]) => void;

export interface CreateGtagOptions {
  measurementId: string | null | undefined;
  /** `window` in the browser; undefined during server rendering. */
  win: GtagWindow | undefined;
}

/** A gtag that queues calls on `win.dataLayer`; a no-op when no measurement id is configured. */
export function createGtag({ measurementId, win }: CreateGtagOptions): Gtag {
  if (!measurementId?.trim() || !win) return () => {};
  return function gtag() {
    // gtag.js only recognises commands pushed as `arguments` objects; pushed arrays are ignored.
    // eslint-disable-next-line prefer-rest-params
    (win.dataLayer = win.dataLayer || []).push(arguments);
  };
}

/** The bootstrap calls. Page views are sent by hand on each client-side navigation, so the automatic one is off. */
export function gtagConfigCalls(
  measurementId: string,
  now: Date,
): [['js', Date], ['config', string, { send_page_view: false }]] {
  return [
    ['js', now],
    ['config', measurementId, { send_page_view: false }],
  ];
}
