import { createContext, useContext, type Context } from 'react';

/**
 * The error every site provider's hook throws when its provider is missing. The first part is the
 * spec's wording ("Could not find docs config context value"); the rest says where to mount it.
 */
export function missingProviderError(label: string, providerName: string): Error {
  return new Error(`Could not find ${label} context value: mount ${providerName} in src/theme/Root.`);
}

/**
 * A context with no default value and a hook that throws `missingProviderError` outside its
 * provider, so a page never renders with half of its settings silently missing.
 */
export function createStrictContext<T>(label: string, providerName: string): [Context<T | null>, () => T] {
  const StrictContext = createContext<T | null>(null);
  StrictContext.displayName = providerName;
  function useStrictContext(): T {
    const value = useContext(StrictContext);
    if (value === null) throw missingProviderError(label, providerName);
    return value;
  }
  return [StrictContext, useStrictContext];
}
