import {
  buildFeedbackPayload,
  feedbackStorageKey,
  isSubmitShortcut,
  parseStoredRating,
  sendFeedback,
} from './feedback';

describe('buildFeedbackPayload', () => {
  it('sends the canonical page path, trimmed comment, version and language', () => {
    expect(
      buildFeedbackPayload({
        pathname: '/zh/material-ui/getting-started/#intro',
        rating: 'no',
        comment: '  The install command failed.  ',
        version: '6.1.6',
        language: 'en',
      }),
    ).toEqual({
      page: '/material-ui/getting-started/',
      section: null,
      rating: 'no',
      comment: 'The install command failed.',
      version: '6.1.6',
      language: 'en',
    });
  });

  it('drops empty comments, unknown versions and section ids the service would reject', () => {
    expect(
      buildFeedbackPayload({
        pathname: '/a/',
        rating: 'yes',
        comment: '   ',
        version: null,
        language: 'en',
        section: 'bad id!',
      }),
    ).toEqual({ page: '/a/', section: null, rating: 'yes', language: 'en' });
    expect(
      buildFeedbackPayload({ pathname: '/a/', rating: 'yes', language: 'en', section: 'peer-dependencies' }).section,
    ).toBe('peer-dependencies');
  });

  it('caps comments at the service limit of 2,000 characters', () => {
    expect(
      buildFeedbackPayload({ pathname: '/a/', rating: 'yes', language: 'en', comment: 'x'.repeat(2500) }).comment,
    ).toHaveLength(2000);
  });
});

describe('vote memory', () => {
  it('keys votes by canonical page and section', () => {
    expect(feedbackStorageKey('/zh/joy-ui/getting-started/')).toBe('mui-feedback:/joy-ui/getting-started/');
    expect(feedbackStorageKey('/joy-ui/getting-started/', 'usage')).toBe('mui-feedback:/joy-ui/getting-started/#usage');
  });

  it('accepts only known ratings from storage', () => {
    expect(parseStoredRating('yes')).toBe('yes');
    expect(parseStoredRating('maybe')).toBeNull();
    expect(parseStoredRating(null)).toBeNull();
  });
});

describe('isSubmitShortcut', () => {
  it('is Ctrl+Enter or Cmd+Enter only', () => {
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSubmitShortcut({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });
});

describe('sendFeedback', () => {
  const payload = buildFeedbackPayload({ pathname: '/a/', rating: 'yes', language: 'en' });

  it('posts JSON and reports success', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true });
    await expect(sendFeedback('http://127.0.0.1:3001/feedback', payload, fetchImpl)).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('http://127.0.0.1:3001/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  });

  it('reports failure for error answers and network errors without throwing', async () => {
    await expect(sendFeedback('u', payload, jest.fn().mockResolvedValue({ ok: false }))).resolves.toBe(false);
    await expect(
      sendFeedback('u', payload, jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))),
    ).resolves.toBe(false);
  });
});
