import React, { createContext, useContext, type ReactNode } from 'react';

/** Where the sponsor slot gets its ads (configured in docusaurus.config.ts). */
export interface AdConfig {
  /** JSON feed of the ad network: a third-party host with the site's fixed id. */
  feedUrl: string;
}

const AdConfigContext = createContext<AdConfig | null>(null);

export function AdConfigProvider({ value, children }: { value: AdConfig; children: ReactNode }) {
  return <AdConfigContext.Provider value={value}>{children}</AdConfigContext.Provider>;
}

export function useAdConfig(): AdConfig {
  const value = useContext(AdConfigContext);
  if (!value) {
    throw new Error('Could not find docs ad config context value');
  }
  return value;
}
