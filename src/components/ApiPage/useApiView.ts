import { useCallback, useEffect, useState } from 'react';
import {
  DEFAULT_API_VIEW,
  readApiView,
  viewFromStorageEvent,
  writeApiView,
  type ApiView,
} from '@site/src/lib/apiDocs/viewPreference';

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The layout of the API tables. Server rendering and the first client render use the default,
 * so hydration matches; the stored preference applies right after, and follows other tabs.
 */
export function useApiView(): [ApiView, (view: ApiView) => void] {
  const [view, setView] = useState<ApiView>(DEFAULT_API_VIEW);
  useEffect(() => {
    setView(readApiView(localStorageOrUndefined()));
    const onStorage = (event: StorageEvent) => {
      const next = viewFromStorageEvent(event);
      if (next) setView(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const choose = useCallback((next: ApiView) => {
    setView(next);
    writeApiView(localStorageOrUndefined(), next);
  }, []);
  return [view, choose];
}
