import React, { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createStrictContext } from './strictContext';
import { PREFERENCE_COOKIE_MAX_AGE_SECONDS } from '../lib/constants';
import { readCookie, writeCookie } from '../lib/cookies';

export type SetPreference<T> = (value: T, options?: { persist?: boolean }) => void;

export interface DemoPreferenceConfig<T extends string> {
  /** What the preference is, for the error a component outside the provider gets. */
  label: string;
  providerName: string;
  cookie: string;
  /** What the server renders, before the hash and cookie are read. */
  defaultValue: T;
  /** The value a page opens with: the one the URL hash names, else the cookie's. */
  resolve: (hash: string, cookie: string | undefined) => T;
  /** The value a later hash names, if it names one. */
  fromHash: (hash: string) => T | undefined;
  /** How the cookie stores a value (as it is, unless given). */
  cookieValue?: (value: T) => string;
}

/**
 * A demo preference every demo on every page follows (code language, code styling). The server
 * renders the default; after hydration the URL hash or else the cookie decides, and a later
 * hash that names a value switches to it. A reader's choice is remembered in the cookie for a
 * year; `{ persist: false }` applies a choice for this visit only (a link's hash).
 */
export function createDemoPreference<T extends string>(config: DemoPreferenceConfig<T>) {
  const [Context, usePreference] = createStrictContext<readonly [T, SetPreference<T>]>(
    config.label,
    config.providerName,
  );

  function Provider({ children }: { children: ReactNode }) {
    const [value, setValue] = useState<T>(config.defaultValue);

    useEffect(() => {
      setValue(config.resolve(window.location.hash, readCookie(config.cookie)));
      const onHashChange = () => {
        const fromHash = config.fromHash(window.location.hash);
        if (fromHash) setValue(fromHash);
      };
      window.addEventListener('hashchange', onHashChange);
      return () => window.removeEventListener('hashchange', onHashChange);
    }, []);

    const choose = useCallback<SetPreference<T>>((next, { persist = true } = {}) => {
      setValue(next);
      if (persist) {
        const stored = config.cookieValue ? config.cookieValue(next) : next;
        writeCookie(config.cookie, stored, { maxAgeSeconds: PREFERENCE_COOKIE_MAX_AGE_SECONDS });
      }
    }, []);

    const context = useMemo(() => [value, choose] as const, [value, choose]);
    return <Context.Provider value={context}>{children}</Context.Provider>;
  }
  Provider.displayName = config.providerName;

  return { Provider, usePreference };
}
