import React, { useMemo, type ReactNode } from 'react';
import { createStrictContext } from './strictContext';
import englishDictionary from '@site/i18n/en/dictionary.json';
import { DEFAULT_LANGUAGE } from '../lib/constants';
import { createTranslator, type Translate, type Translations } from '../lib/i18n';

export interface DocsConfig {
  userLanguage: string;
  translations: Translations;
  t: Translate;
}

const [DocsConfigContext, useDocsConfigValue] = createStrictContext<DocsConfig>('docs config', 'DocsConfigProvider');

export const BUNDLED_TRANSLATIONS: Translations = { [DEFAULT_LANGUAGE]: englishDictionary };

export function DocsConfigProvider({
  userLanguage = DEFAULT_LANGUAGE,
  translations = BUNDLED_TRANSLATIONS,
  children,
}: {
  userLanguage?: string;
  translations?: Translations;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ userLanguage, translations, t: createTranslator({ translations, userLanguage }) }),
    [userLanguage, translations],
  );
  return <DocsConfigContext.Provider value={value}>{children}</DocsConfigContext.Provider>;
}

export const useDocsConfig: () => DocsConfig = useDocsConfigValue;

export function useTranslate(): Translate {
  return useDocsConfig().t;
}
