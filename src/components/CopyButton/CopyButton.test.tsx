/** @jest-environment jsdom */
import React, { act, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DocsConfigProvider } from '../../providers/DocsConfig';
import CopyButton, { type CopyButtonHandle } from '.';

// Jest here has no CSS loader; class names don't matter to these tests.
jest.mock('./styles.module.css', () => ({}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const translations = { en: { codeBlock: { copy: 'Copy', copied: 'Copied', copyAriaLabel: 'Copy code to clipboard' } } };

let container: HTMLDivElement;
let root: Root;
let writeText: jest.Mock<Promise<void>, [string]>;

beforeEach(() => {
  jest.useFakeTimers();
  writeText = jest.fn((_text: string) => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.useRealTimers();
});

function render(element: React.ReactElement) {
  act(() => root.render(<DocsConfigProvider translations={translations}>{element}</DocsConfigProvider>));
  return container.querySelector('button')!;
}

/** Clicks and lets the clipboard promise settle. */
async function click(button: HTMLButtonElement) {
  await act(async () => {
    button.click();
  });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const status = () => container.querySelector('[role="status"]')!;

describe('CopyButton', () => {
  it('is labelled Copy, named for screen readers, with an empty polite live region', () => {
    const button = render(<CopyButton text="npm start" />);
    expect(button.textContent).toBe('Copy');
    expect(button.getAttribute('aria-label')).toBe('Copy code to clipboard');
    expect(button.getAttribute('type')).toBe('button');
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toBe('');
  });

  it('copies the exact text, then shows Copied for 1200 ms by default', async () => {
    const button = render(<CopyButton text={'a\n  b'} />);
    await click(button);
    expect(writeText).toHaveBeenCalledWith('a\n  b');
    expect(button.textContent).toBe('Copied');
    expect(button.getAttribute('aria-label')).toBe('Copied');
    expect(status().textContent).toBe('Copied');
    advance(1199);
    expect(button.textContent).toBe('Copied');
    advance(1);
    expect(button.textContent).toBe('Copy');
    expect(status().textContent).toBe('');
  });

  it('uses the given revert time and reads a text function at click time', async () => {
    let code = 'first';
    const button = render(<CopyButton text={() => code} revertMs={2000} />);
    code = 'second';
    await click(button);
    expect(writeText).toHaveBeenCalledWith('second');
    advance(1999);
    expect(button.textContent).toBe('Copied');
    advance(1);
    expect(button.textContent).toBe('Copy');
  });

  it('restarts the period on a second click', async () => {
    const button = render(<CopyButton text="x" />);
    await click(button);
    advance(1000);
    await click(button);
    advance(1000);
    expect(button.textContent).toBe('Copied');
    advance(200);
    expect(button.textContent).toBe('Copy');
  });

  it('stays on Copy, silently, when the copy is refused', async () => {
    writeText.mockImplementation((_text: string) => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    // jsdom has no execCommand, so the fallback fails too.
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onCopied = jest.fn();
    const button = render(<CopyButton text="x" onCopied={onCopied} />);
    await click(button);
    expect(button.textContent).toBe('Copy');
    expect(status().textContent).toBe('');
    expect(onCopied).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(document.querySelectorAll('textarea')).toHaveLength(0);
    error.mockRestore();
  });

  it('exposes copy() for keyboard shortcuts', async () => {
    const ref = createRef<CopyButtonHandle>();
    const button = render(<CopyButton ref={ref} text="via shortcut" />);
    await act(async () => ref.current!.copy());
    expect(writeText).toHaveBeenCalledWith('via shortcut');
    expect(button.textContent).toBe('Copied');
  });
});
