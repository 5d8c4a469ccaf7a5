import React, { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CODE_STYLING_COOKIE, PREFERENCE_COOKIE_MAX_AGE_SECONDS } from '../lib/constants';
import { readCookie, writeCookie } from '../lib/cookies';
import { CODE_STYLING_COOKIE_VALUES, DEFAULT_CODE_STYLING, parseDemoHash, resolveCodeStyling } from '../lib/demos/variants';
import type { CodeStyling } from '../lib/demos/types';

export interface CodeStylingValue {
  /** How demos are styled in the code a reader sees: System, Tailwind or CSS. */
  codeStyling: CodeStyling;
  /**
   * Switches every demo on every page. A reader's choice is remembered in the `codeStyling`
   * cookie; `{ persist: false }` applies a choice for this visit only (a link's `#tailwind-Name`).
   */
  setCodeStyling: (styling: CodeStyling, options?: { persist?: boolean }) => void;
}

const CodeStylingContext = createContext<CodeStylingValue | null>(null);

/**
 * Code styling of demos (System, Tailwind or CSS). The server renders System; after hydration
 * the URL hash (`#tailwind-Name.tsx`) or else the cookie decides, and a later hash that names a
 * styling switches to it. A demo without the chosen styling shows its System code.
 */
export function CodeStylingProvider({ children }: { children: ReactNode }) {
  const [codeStyling, setCodeStylingState] = useState<CodeStyling>(DEFAULT_CODE_STYLING);

  useEffect(() => {
    setCodeStylingState(resolveCodeStyling(window.location.hash, readCookie(CODE_STYLING_COOKIE)));
    const onHashChange = () => {
      const fromHash = parseDemoHash(window.location.hash)?.codeStyling;
      if (fromHash) setCodeStylingState(fromHash);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const setCodeStyling = useCallback((styling: CodeStyling, { persist = true }: { persist?: boolean } = {}) => {
    setCodeStylingState(styling);
    if (persist) {
      writeCookie(CODE_STYLING_COOKIE, CODE_STYLING_COOKIE_VALUES[styling], { maxAgeSeconds: PREFERENCE_COOKIE_MAX_AGE_SECONDS });
    }
  }, []);

  const value = useMemo(() => ({ codeStyling, setCodeStyling }), [codeStyling, setCodeStyling]);
  return <CodeStylingContext.Provider value={value}>{children}</CodeStylingContext.Provider>;
}

export function useCodeStyling(): CodeStylingValue {
  const value = useContext(CodeStylingContext);
  if (!value) {
    throw new Error('Could not find the code styling context value: mount CodeStylingProvider in src/theme/Root.');
  }
  return value;
}
