/**
 * @jest-environment jsdom
 */
import React, { act } from 'react';
import { createRoot } from 'react-dom/client';
import { DocsConfigProvider } from '../../providers/DocsConfig';
import { DEMO_COMPILE_ERROR } from '../../lib/demos/compileErrors';
import DemoErrorBox from './ErrorBox';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(error: Error, onReset = () => {}) {
  const container = document.createElement('div');
  act(() =>
    createRoot(container).render(
      <DocsConfigProvider>
        <DemoErrorBox name="ClickCounter" error={error} onReset={onReset} />
      </DocsConfigProvider>,
    ),
  );
  return container;
}

describe('DemoErrorBox', () => {
  it('shows a crash with its message and a reset', () => {
    const onReset = jest.fn();
    const box = render(new Error('no such size'), onReset);
    expect(box.querySelector('[data-demo-crashed]')).not.toBeNull();
    expect(box.querySelector('[data-demo-compile-error]')).toBeNull();
    expect(box.textContent).toContain('This demo stopped working.');
    expect(box.querySelector('pre')!.textContent).toBe('no such size');
    act(() => box.querySelector('button')!.click());
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('shows a compile error as reported, without a reset, which cannot fix it', () => {
    const report = "docs/x/ClickCounter.tsx:11:79: ',' expected.\n\n> 11 | <Button onClick={() => setCount(1}>";
    const box = render(Object.assign(new Error(report), { name: DEMO_COMPILE_ERROR }));
    expect(box.querySelector('[data-demo-crashed][data-demo-compile-error]')).not.toBeNull();
    expect(box.textContent).toContain("This demo's code does not compile");
    // The located message wraps; the code frame keeps its lines whole so the caret lines up.
    expect(box.querySelector('[data-demo-compile-location]')!.textContent).toBe(
      "docs/x/ClickCounter.tsx:11:79: ',' expected.",
    );
    expect([...box.querySelectorAll('pre')].map((pre) => pre.textContent)).toEqual([
      "docs/x/ClickCounter.tsx:11:79: ',' expected.",
      '> 11 | <Button onClick={() => setCount(1}>',
    ]);
    expect(box.querySelector('button')).toBeNull();
  });
});
