import React, { type ReactNode } from 'react';
import { createStrictContext } from './strictContext';

/** Where the sponsor slot gets its ads (configured in docusaurus.config.ts). */
export interface AdConfig {
  /** JSON feed of the ad network: a third-party host with the site's fixed id. */
  feedUrl: string;
}

const [AdConfigContext, useAdConfigValue] = createStrictContext<AdConfig>('docs ad config', 'AdConfigProvider');

export function AdConfigProvider({ value, children }: { value: AdConfig; children: ReactNode }) {
  return <AdConfigContext.Provider value={value}>{children}</AdConfigContext.Provider>;
}

export const useAdConfig: () => AdConfig = useAdConfigValue;
