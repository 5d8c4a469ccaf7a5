/**
 * @jest-environment jsdom
 */
import React, { act } from 'react';
import { createRoot } from 'react-dom/client';
import AdErrorBoundary from './AdErrorBoundary';

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
