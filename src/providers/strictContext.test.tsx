import React from 'react';
import { renderToString } from 'react-dom/server';
import { createStrictContext, missingProviderError } from './strictContext';

const [GreetingContext, useGreeting] = createStrictContext<string>('greeting', 'GreetingProvider');

function Greeting() {
  return <>{useGreeting()}</>;
}

describe('createStrictContext', () => {
  it('gives the provided value', () => {
    expect(
      renderToString(
        <GreetingContext.Provider value="Hello">
          <Greeting />
        </GreetingContext.Provider>,
      ),
    ).toBe('Hello');
  });

  it('throws one message format outside its provider, naming the provider to mount', () => {
    expect(() => renderToString(<Greeting />)).toThrow(
      'Could not find greeting context value: mount GreetingProvider in src/theme/Root.',
    );
  });

  it('accepts falsy values that are not null', () => {
    expect(
      renderToString(
        <GreetingContext.Provider value="">
          <Greeting />
        </GreetingContext.Provider>,
      ),
    ).toBe('');
  });
});

describe('missingProviderError', () => {
  it('starts with the spec wording', () => {
    expect(missingProviderError('docs config', 'DocsConfigProvider').message).toMatch(
      /^Could not find docs config context value/,
    );
  });
});
