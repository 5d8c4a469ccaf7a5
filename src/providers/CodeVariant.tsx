import React, { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CODE_VARIANT_COOKIE, PREFERENCE_COOKIE_MAX_AGE_SECONDS } from '../lib/constants';
import { readCookie, writeCookie } from '../lib/cookies';
import { DEFAULT_CODE_VARIANT, parseDemoHash, resolveCodeVariant } from '../lib/demos/variants';
import type { CodeVariant } from '../lib/demos/types';

export interface CodeVariantValue {
  /** The language demos show their code in. */
  codeVariant: CodeVariant;
  /**
   * Switches every demo on every page. A reader's choice is remembered in the `codeVariant`
   * cookie; `{ persist: false }` applies a choice for this visit only (a link's `#Name.js`).
   */
  setCodeVariant: (variant: CodeVariant, options?: { persist?: boolean }) => void;
}

const CodeVariantContext = createContext<CodeVariantValue | null>(null);

/**
 * Code variant of demos (TS or JS). The server renders TS; after hydration the URL hash
 * (`#Name.js`) or else the cookie decides, and a later hash that names a variant switches to it.
 */
export function CodeVariantProvider({ children }: { children: ReactNode }) {
  const [codeVariant, setCodeVariantState] = useState<CodeVariant>(DEFAULT_CODE_VARIANT);

  useEffect(() => {
    setCodeVariantState(resolveCodeVariant(window.location.hash, readCookie(CODE_VARIANT_COOKIE)));
    const onHashChange = () => {
      const fromHash = parseDemoHash(window.location.hash)?.codeVariant;
      if (fromHash) setCodeVariantState(fromHash);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const setCodeVariant = useCallback((variant: CodeVariant, { persist = true }: { persist?: boolean } = {}) => {
    setCodeVariantState(variant);
    if (persist) writeCookie(CODE_VARIANT_COOKIE, variant, { maxAgeSeconds: PREFERENCE_COOKIE_MAX_AGE_SECONDS });
  }, []);

  const value = useMemo(() => ({ codeVariant, setCodeVariant }), [codeVariant, setCodeVariant]);
  return <CodeVariantContext.Provider value={value}>{children}</CodeVariantContext.Provider>;
}

export function useCodeVariant(): CodeVariantValue {
  const value = useContext(CodeVariantContext);
  if (!value) {
    throw new Error('Could not find the code variant context value: mount CodeVariantProvider in src/theme/Root.');
  }
  return value;
}
