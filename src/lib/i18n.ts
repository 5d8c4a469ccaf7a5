import { DEFAULT_LANGUAGE } from './constants';

/** A translation dictionary: nested keys with string values (SPEC section 3). */
export interface Dictionary {
  [key: string]: string | Dictionary;
}

export type Translations = Readonly<Record<string, Dictionary>>;

/** Shown in place of any label when the reader's language has no dictionary at all. */
export const MISSING_LANGUAGE_PLACEHOLDER = '…';

export function lookup(dictionary: Dictionary | undefined, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export interface TranslatorOptions {
  translations: Translations;
  userLanguage: string;
  warn?: (message: string) => void;
  error?: (message: string) => void;
}

export type Translate = (key: string) => string;

/**
 * `t(key)` in the reader's language. A missing key falls back to English and warns once per
 * language and key; a language without a dictionary logs one error and shows '…'.
 */
export function createTranslator({
  translations,
  userLanguage,
  warn = (message) => console.warn(message),
  error = (message) => console.error(message),
}: TranslatorOptions): Translate {
  const reported = new Set<string>();
  const once = (id: string, report: () => void) => {
    if (!reported.has(id)) {
      reported.add(id);
      report();
    }
  };

  return (key) => {
    const dictionary = translations[userLanguage];
    if (!dictionary) {
      once('\0language', () => error(`Missing language: no dictionary for "${userLanguage}".`));
      return MISSING_LANGUAGE_PLACEHOLDER;
    }
    const translated = lookup(dictionary, key);
    if (translated !== undefined) return translated;

    once(key, () => warn(`Missing translation for ${userLanguage}: "${key}".`));
    return lookup(translations[DEFAULT_LANGUAGE], key) ?? key;
  };
}
