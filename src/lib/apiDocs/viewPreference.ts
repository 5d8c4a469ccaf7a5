/**
 * The reader's preferred layout for the props, slots and classes of API pages, remembered in
 * localStorage. Pure functions over a `Storage`-like object so they work (and are tested)
 * without a browser; storage failures (private mode, quota, disabled storage) fall back to the
 * default instead of breaking the page.
 */

export const API_VIEWS = ['table', 'expanded', 'collapsed'] as const;
export type ApiView = (typeof API_VIEWS)[number];

export const DEFAULT_API_VIEW: ApiView = 'table';

/** localStorage key of the preference. */
export const API_VIEW_STORAGE_KEY = 'mui-api-view';

export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isApiView(value: unknown): value is ApiView {
  return typeof value === 'string' && (API_VIEWS as readonly string[]).includes(value);
}

/** A stored value as a view; anything unknown (old formats, tampering) reads as the default. */
export function parseApiView(raw: string | null | undefined): ApiView {
  return isApiView(raw) ? raw : DEFAULT_API_VIEW;
}

export function readApiView(storage: PreferenceStorage | undefined | null): ApiView {
  if (!storage) return DEFAULT_API_VIEW;
  try {
    return parseApiView(storage.getItem(API_VIEW_STORAGE_KEY));
  } catch {
    return DEFAULT_API_VIEW;
  }
}

/** Stores the view; returns whether it could be stored. */
export function writeApiView(storage: PreferenceStorage | undefined | null, view: ApiView): boolean {
  if (!storage || !isApiView(view)) return false;
  try {
    storage.setItem(API_VIEW_STORAGE_KEY, view);
    return true;
  } catch {
    return false;
  }
}

/** The view after a `storage` event from another tab, or `undefined` when the event is about something else. */
export function viewFromStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue'>): ApiView | undefined {
  if (event.key !== API_VIEW_STORAGE_KEY && event.key !== null) return undefined;
  return parseApiView(event.newValue);
}
