/**
 * @jest-environment jsdom
 */
import React, { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CodeVariantProvider, useCodeVariant, type CodeVariantValue } from './CodeVariant';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let cookieWrites: string[] = [];

beforeEach(() => {
  cookieWrites = [];
  let jar = '';
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => jar,
    set: (value: string) => {
      cookieWrites.push(value);
      const [pair] = value.split(';');
      jar = jar ? `${jar}; ${pair}` : pair;
    },
  });
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

function render() {
  const seen: { value?: CodeVariantValue } = {};
  function Probe() {
    seen.value = useCodeVariant();
    return null;
  }
  act(() => {
    root = createRoot(document.createElement('div'));
    root.render(
      <CodeVariantProvider>
        <Probe />
      </CodeVariantProvider>,
    );
  });
  return seen;
}

describe('CodeVariantProvider', () => {
  it('shows TypeScript by default', () => {
    expect(render().value?.codeVariant).toBe('TS');
  });

  it('restores the codeVariant cookie', () => {
    document.cookie = 'codeVariant=JS';
    expect(render().value?.codeVariant).toBe('JS');
  });

  it('lets a hash naming a variant win over the cookie', () => {
    document.cookie = 'codeVariant=JS';
    window.history.replaceState(null, '', '/#ButtonVariants.tsx');
    expect(render().value?.codeVariant).toBe('TS');
  });

  it('remembers a choice for a year on the whole site', () => {
    const seen = render();
    cookieWrites = [];
    act(() => seen.value!.setCodeVariant('JS'));
    expect(seen.value?.codeVariant).toBe('JS');
    expect(cookieWrites).toEqual(['codeVariant=JS;path=/;max-age=31536000;samesite=lax']);
  });

  it('applies a choice without remembering it when asked', () => {
    const seen = render();
    cookieWrites = [];
    act(() => seen.value!.setCodeVariant('JS', { persist: false }));
    expect(seen.value?.codeVariant).toBe('JS');
    expect(cookieWrites).toEqual([]);
  });

  it('follows a later hash that names a variant, and ignores other hashes', () => {
    const seen = render();
    act(() => {
      window.location.hash = '#ButtonVariants.js';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(seen.value?.codeVariant).toBe('JS');
    act(() => {
      window.location.hash = '#accessibility';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(seen.value?.codeVariant).toBe('JS');
  });

  it('fails clearly without the provider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useCodeVariant();
      return null;
    }
    expect(() => act(() => createRoot(document.createElement('div')).render(<Orphan />))).toThrow(
      'mount CodeVariantProvider in src/theme/Root',
    );
    error.mockRestore();
  });
});
