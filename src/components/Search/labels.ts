import { useCallback } from 'react';
import { DEFAULT_LANGUAGE } from '../../lib/constants';
import { lookup } from '../../lib/i18n';
import { useDocsConfig } from '../../providers/DocsConfig';

/** English defaults for `search.*` keys the dictionary may not have yet. */
export const SEARCH_LABEL_DEFAULTS = {
  label: 'Search',
  placeholder: 'Search the docs…',
  unavailable: 'Search is unavailable',
  close: 'Close',
  noResults: 'No results for',
  quickLinks: 'Quick links',
  allProducts: 'All products',
  otherPages: 'Other pages',
  results: 'Search results',
  navigate: 'to navigate',
  open: 'to open',
  dismiss: 'to close',
} as const;

export type SearchLabel = keyof typeof SEARCH_LABEL_DEFAULTS;

/**
 * `label('placeholder')` -> the dictionary's `search.placeholder`, or the English default while a
 * key is missing from every dictionary (no missing-key warning for those).
 */
export function useSearchLabel(): (key: SearchLabel) => string {
  const { t, translations, userLanguage } = useDocsConfig();
  return useCallback(
    (key: SearchLabel) => {
      const path = `search.${key}`;
      const known = lookup(translations[userLanguage], path) ?? lookup(translations[DEFAULT_LANGUAGE], path);
      return known === undefined ? SEARCH_LABEL_DEFAULTS[key] : t(path);
    },
    [t, translations, userLanguage],
  );
}
