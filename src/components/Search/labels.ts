import { useCallback } from 'react';
import type englishDictionary from '@site/i18n/en/dictionary.json';
import { useTranslate } from '../../providers/DocsConfig';

/** The search widgets' labels: the `search.*` keys of the dictionary. */
export type SearchLabel = keyof (typeof englishDictionary)['search'];

/** `label('placeholder')` -> the reader's dictionary's `search.placeholder` (English when missing). */
export function useSearchLabel(): (key: SearchLabel) => string {
  const t = useTranslate();
  return useCallback((key: SearchLabel) => t(`search.${key}`), [t]);
}
