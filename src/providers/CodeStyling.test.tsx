/**
 * @jest-environment jsdom
 */
import React, { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CodeStylingProvider, useCodeStyling, type CodeStylingValue } from './CodeStyling';

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
  const seen: { value?: CodeStylingValue } = {};
  function Probe() {
    seen.value = useCodeStyling();
    return null;
  }
  act(() => {
    root = createRoot(document.createElement('div'));
    root.render(
      <CodeStylingProvider>
        <Probe />
      </CodeStylingProvider>,
    );
  });
  return seen;
}

describe('CodeStylingProvider', () => {
  it('shows the MUI System styling by default', () => {
    expect(render().value?.codeStyling).toBe('System');
  });

  it('restores the codeStyling cookie', () => {
    document.cookie = 'codeStyling=Tailwind';
    expect(render().value?.codeStyling).toBe('Tailwind');
  });

  it('lets a hash naming a styling win over the cookie', () => {
    document.cookie = 'codeStyling=Tailwind';
    window.history.replaceState(null, '', '/#css-SliderStyled.tsx');
    expect(render().value?.codeStyling).toBe('CSS');
  });

  it('remembers a choice for a year on the whole site', () => {
    const seen = render();
    cookieWrites = [];
    act(() => seen.value!.setCodeStyling('Tailwind'));
    expect(seen.value?.codeStyling).toBe('Tailwind');
    expect(cookieWrites).toEqual(['codeStyling=Tailwind;path=/;max-age=31536000;samesite=lax']);
  });

  it('stores MUI System under the name analytics reports', () => {
    const seen = render();
    cookieWrites = [];
    act(() => seen.value!.setCodeStyling('System'));
    expect(cookieWrites).toEqual(['codeStyling=MUI%20System;path=/;max-age=31536000;samesite=lax']);
    document.cookie = 'codeStyling=MUI%20System';
    act(() => root?.unmount());
    expect(render().value?.codeStyling).toBe('System');
  });

  it('applies a choice without remembering it when asked', () => {
    const seen = render();
    cookieWrites = [];
    act(() => seen.value!.setCodeStyling('CSS', { persist: false }));
    expect(seen.value?.codeStyling).toBe('CSS');
    expect(cookieWrites).toEqual([]);
  });

  it('follows a later hash that names a styling, and ignores other hashes', () => {
    const seen = render();
    act(() => {
      window.location.hash = '#tailwind-SliderStyled.js';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(seen.value?.codeStyling).toBe('Tailwind');
    act(() => {
      window.location.hash = '#SliderStyled.js';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(seen.value?.codeStyling).toBe('Tailwind');
  });

  it('fails clearly without the provider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useCodeStyling();
      return null;
    }
    expect(() => act(() => createRoot(document.createElement('div')).render(<Orphan />))).toThrow(
      'mount CodeStylingProvider in src/theme/Root',
    );
    error.mockRestore();
  });
});
