import { createTranslator, lookup, MISSING_LANGUAGE_PLACEHOLDER } from './i18n';

const translations = {
  en: { feedback: { feedbackYes: 'Yes', feedbackNo: 'No' }, toc: 'Contents' },
  pt: { feedback: { feedbackYes: 'Sim' } },
};

function setup(userLanguage: string) {
  const warn = jest.fn();
  const error = jest.fn();
  return { t: createTranslator({ translations, userLanguage, warn, error }), warn, error };
}

describe('lookup', () => {
  it('follows dotted keys through nested objects', () => {
    expect(lookup(translations.en, 'feedback.feedbackYes')).toBe('Yes');
    expect(lookup(translations.en, 'feedback')).toBeUndefined();
    expect(lookup(translations.en, 'toc.deeper')).toBeUndefined();
    expect(lookup(undefined, 'toc')).toBeUndefined();
  });
});

describe('createTranslator', () => {
  it('translates keys of the reader language', () => {
    const { t, warn } = setup('pt');
    expect(t('feedback.feedbackYes')).toBe('Sim');
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to English and warns once per language and key', () => {
    const { t, warn } = setup('pt');
    expect(t('feedback.feedbackNo')).toBe('No');
    expect(t('feedback.feedbackNo')).toBe('No');
    expect(t('toc')).toBe('Contents');
    expect(warn.mock.calls).toEqual([
      ['Missing translation for pt: "feedback.feedbackNo".'],
      ['Missing translation for pt: "toc".'],
    ]);
  });

  it('shows the key itself when even English lacks it, so the page still renders', () => {
    const { t, warn } = setup('en');
    expect(t('nope.missing')).toBe('nope.missing');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('logs an error once and shows … for a language without a dictionary', () => {
    const { t, error } = setup('fr');
    expect(t('toc')).toBe(MISSING_LANGUAGE_PLACEHOLDER);
    expect(t('feedback.feedbackYes')).toBe('…');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toContain('"fr"');
  });
});
