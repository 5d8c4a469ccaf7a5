import React from 'react';
import { renderToString } from 'react-dom/server';
import { AdConfigProvider, useAdConfig } from './AdConfig';

describe('useAdConfig', () => {
  function FeedUrl() {
    return <>{useAdConfig().feedUrl}</>;
  }

  it('reads the configured feed', () => {
    expect(
      renderToString(
        <AdConfigProvider value={{ feedUrl: 'https://feed.test/x.json' }}>
          <FeedUrl />
        </AdConfigProvider>,
      ),
    ).toBe('https://feed.test/x.json');
  });

  it('throws the spec message without its provider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(<FeedUrl />)).toThrow('Could not find docs ad config context value');
    error.mockRestore();
  });
});
