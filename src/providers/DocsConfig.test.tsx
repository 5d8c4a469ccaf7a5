import React from 'react';
import { renderToString } from 'react-dom/server';
import { DocsConfigProvider, useDocsConfig, useTranslate } from './DocsConfig';

function Label({ k }: { k: string }) {
  return <span>{useTranslate()(k)}</span>;
}

function Language() {
  return <span>{useDocsConfig().userLanguage}</span>;
}

describe('DocsConfigProvider', () => {
  it('gives English labels from the bundled dictionary by default', () => {
    const html = renderToString(
      <DocsConfigProvider>
        <Language />|<Label k="feedback.feedbackMessage" />|<Label k="feedback.feedbackFailed" />
      </DocsConfigProvider>,
    );
    expect(html).toContain('en');
    expect(html).toContain('Was this page helpful?');
    expect(html).toContain('Couldn&#x27;t submit feedback. Please try again later.');
  });

  it('shows … and logs an error for a language without a dictionary', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(
      <DocsConfigProvider userLanguage="fr">
        <Label k="toc" />
      </DocsConfigProvider>,
    );
    expect(html).toContain('…');
    expect(error).toHaveBeenCalledWith('Missing language: no dictionary for "fr".');
    error.mockRestore();
  });

  it('throws the spec message when a hook is used without the provider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(<Language />)).toThrow('Could not find docs config context value');
    error.mockRestore();
  });
});
