/**
 * What the service worker registration does on the production host (src/clientModules/serviceWorker.ts
 * loads it only there, keeping it out of the main bundle): the offline mode it asks the worker for,
 * and reloading for a new deploy without losing the reader's unsaved input.
 */

/** plugin-pwa's `offlineModeActivationStrategies`. */
export type OfflineModeStrategy = 'always' | 'appInstalled' | 'mobile' | 'queryString' | 'saveData' | 'standalone';

export interface ReaderEnvironment {
  viewportWidth: number;
  saveData: boolean;
  /** The site runs as an installed app (`display-mode: standalone`). */
  standalone: boolean;
  /** `location.search` */
  search: string;
}

/** plugin-pwa's breakpoint for the `mobile` strategy. */
export const MAX_MOBILE_WIDTH = 996;

/**
 * Whether the worker serves from its caches, as plugin-pwa decides it: any configured strategy that
 * applies turns offline mode on. `appInstalled` is judged by the standalone display mode (plugin-pwa
 * also asks `getInstalledRelatedApps`, which few browsers answer).
 */
export function isOfflineModeActive(strategies: readonly string[], environment: ReaderEnvironment): boolean {
  const applies = new Map<string, () => boolean>([
    ['always', () => true],
    ['appInstalled', () => environment.standalone],
    ['mobile', () => environment.viewportWidth <= MAX_MOBILE_WIDTH],
    ['queryString', () => new URLSearchParams(environment.search).get('offlineMode') === 'true'],
    ['saveData', () => environment.saveData],
    ['standalone', () => environment.standalone],
  ] satisfies [OfflineModeStrategy, () => boolean][]);
  return strategies.some((strategy) => applies.get(strategy)?.() ?? false);
}

interface WorkboxLike {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSW(message: { type: string }): Promise<unknown>;
}

/**
 * When a new worker has installed and waits, tell it to skip waiting, and call `onControlling` once
 * it controls the page (see createUpdateReloader), so readers never mix old pages with new assets.
 */
export function reloadOnUpdate(workbox: WorkboxLike, onControlling: () => void): void {
  workbox.addEventListener('waiting', () => {
    workbox.addEventListener('controlling', onControlling);
    void workbox.messageSW({ type: 'SKIP_WAITING' });
  });
}

export interface UpdateReloader {
  /** A new worker controls the page: reload now, or at the next navigation while input is unsaved. */
  onControlling(): void;
  /** A client-side navigation starts (Docusaurus `onRouteUpdate`; `previousPathname` null on the first render). */
  onNavigation(previousPathname: string | null, pathname: string): void;
  /** A reload waits for the next navigation. */
  readonly pending: boolean;
}

/**
 * Reloads the page for a new deploy, but never while the reader has unsaved input: then the reload
 * waits for the next navigation to another page, which leaves that input behind anyway (a hash
 * change stays on the page and does not count). The navigation becomes a full page load of its
 * destination, made with the new deploy.
 */
export function createUpdateReloader({
  hasUnsavedInput,
  reload,
}: {
  hasUnsavedInput: () => boolean;
  reload: () => void;
}): UpdateReloader {
  let pending = false;
  return {
    onControlling() {
      if (hasUnsavedInput()) pending = true;
      else reload();
    },
    onNavigation(previousPathname, pathname) {
      if (!pending || previousPathname === null || previousPathname === pathname) return;
      pending = false;
      reload();
    },
    get pending() {
      return pending;
    },
  };
}

/** `input` types a reader writes text in (others, such as checkboxes, hold no typed work). */
const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'number', 'password']);

/** Text fields: text-like inputs, text areas and editable elements. */
const TEXT_FIELDS = 'input, textarea, [contenteditable]:not([contenteditable="false"])';

/**
 * A demo's live editor: the text area in a `<Demo>` (`[data-demo]`, src/components/Demo) outside its
 * preview (`[data-demo-live]`), which renders the demo's own fields.
 */
export function isLiveEditor(element: Element): boolean {
  return (
    element.tagName === 'TEXTAREA' && element.closest('[data-demo]') !== null && !element.closest('[data-demo-live]')
  );
}

function textOf(element: Element): string | null {
  if (element instanceof HTMLTextAreaElement) return element.value;
  if (element instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(element.type) ? element.value : null;
  // Otherwise an editable element (TEXT_FIELDS selected it).
  return element.textContent ?? '';
}

/**
 * Remembers the elements the reader has typed in (an `input` event reached them). Inputs React
 * controls keep their `value` attribute in step with what was typed, so `defaultValue` cannot tell.
 */
export function trackTyping(target: Pick<Document, 'addEventListener'>): WeakSet<EventTarget> {
  const typedIn = new WeakSet<EventTarget>();
  target.addEventListener(
    'input',
    (event) => {
      if (event.target) typedIn.add(event.target);
    },
    true,
  );
  return typedIn;
}

/**
 * Unsaved input: an open live editor, or a text field on the page that the reader has typed in and
 * that is not blank (a feedback comment being written, the search query in the open dialog, a field
 * in a demo). A field that was emptied again, or prefilled and never touched, does not count.
 */
export function hasUnsavedInput(root: ParentNode, typedIn: WeakSet<EventTarget>): boolean {
  for (const element of root.querySelectorAll(TEXT_FIELDS)) {
    if (isLiveEditor(element)) return true;
    if (!typedIn.has(element)) continue;
    const text = textOf(element);
    if (text !== null && text.trim() !== '') return true;
  }
  return false;
}
