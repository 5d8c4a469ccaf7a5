/**
 * @jest-environment jsdom
 */
import React, { act } from 'react';
import { createRoot } from 'react-dom/client';
import DemoErrorBoundary from './ErrorBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Preview({ size }: { size: string }): React.ReactElement {
  if (size === 'huge') throw new Error('no such size');
  return <span>{size}</span>;
}

describe('DemoErrorBoundary', () => {
  it('shows the fallback after a crash, and the children again once the reset key changes', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    const root = createRoot(container);
    const render = (size: string) =>
      act(() =>
        root.render(
          <DemoErrorBoundary resetKey={size} fallback={(caught) => <p>Crashed: {caught.message}</p>}>
            <Preview size={size} />
          </DemoErrorBoundary>,
        ),
      );
    render('small');
    expect(container.textContent).toBe('small');
    render('huge');
    expect(container.textContent).toBe('Crashed: no such size');
    render('large');
    expect(container.textContent).toBe('large');
    error.mockRestore();
  });
});
