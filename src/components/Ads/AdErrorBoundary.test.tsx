/**
 * @jest-environment jsdom
 */
import React, { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import AdErrorBoundary from './AdErrorBoundary';
import { AdConfigProvider, useAdConfig } from '../../providers/AdConfig';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): React.ReactElement {
  throw new Error('bad ad markup');
}

describe('AdErrorBoundary', () => {
  it('swallows a crashing ad, keeps the page, and reports a crash event', () => {
    const gtag = jest.fn();
    (window as unknown as { gtag: unknown }).gtag = gtag;
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    act(() =>
      createRoot(container).render(
        <main>
          <p>Page text</p>
          <AdErrorBoundary>
            <Broken />
          </AdErrorBoundary>
        </main>,
      ),
    );
    expect(container.textContent).toBe('Page text');
    expect(gtag).toHaveBeenCalledWith('event', 'ad', { eventAction: 'crash', eventLabel: 'bad ad markup' });
    error.mockRestore();
  });
});

describe('useAdConfig', () => {
  function FeedUrl() {
    return <>{useAdConfig().feedUrl}</>;
  }

  it('reads the configured feed', () => {
    expect(renderToString(<AdConfigProvider value={{ feedUrl: 'https://feed.test/x.json' }}><FeedUrl /></AdConfigProvider>)).toBe(
      'https://feed.test/x.json',
    );
  });

  it('throws the spec message without its provider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(<FeedUrl />)).toThrow('Could not find docs ad config context value');
    error.mockRestore();
  });
});
