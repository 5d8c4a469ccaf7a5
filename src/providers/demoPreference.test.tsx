/**
 * @jest-environment jsdom
 */
import React, { act, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CodeStylingProvider, useCodeStyling } from './CodeStyling';
import { CodeVariantProvider, useCodeVariant } from './CodeVariant';

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

/** Each preference's provider and hook, seen through one shape: the value and its setter. */
interface PreferenceCase {
  name: string;
  Provider: ComponentType<{ children: ReactNode }>;
  use: () => { value: string; set: (value: string, options?: { persist?: boolean }) => void };
  defaultValue: string;
  defaultTitle: string;
  cookie: string;
  /** A stored value, as the cookie holds it and as the hook reports it. */
  stored: [cookieValue: string, value: string];
  /** A hash that names a value other than the stored one. */
  hashWins: [hash: string, value: string];
  /** A choice made in the page, and the cookie write it makes. */
  choice: [value: string, cookieWrite: string];
  /** A value applied for this visit only. */
  visitOnly: string;
  /** A later hash naming a value, then a hash naming none. */
  laterHash: [hash: string, value: string, otherHash: string];
}

const CASES: PreferenceCase[] = [
  {
    name: 'CodeVariantProvider',
    Provider: CodeVariantProvider,
    use: () => {
      const { codeVariant, setCodeVariant } = useCodeVariant();
      return { value: codeVariant, set: setCodeVariant as (value: string, options?: { persist?: boolean }) => void };
    },
    defaultValue: 'TS',
    defaultTitle: 'shows TypeScript by default',
    cookie: 'codeVariant',
    stored: ['JS', 'JS'],
    hashWins: ['/#ButtonVariants.tsx', 'TS'],
    choice: ['JS', 'codeVariant=JS;path=/;max-age=31536000;samesite=lax'],
    visitOnly: 'JS',
    laterHash: ['#ButtonVariants.js', 'JS', '#accessibility'],
  },
  {
    name: 'CodeStylingProvider',
    Provider: CodeStylingProvider,
    use: () => {
      const { codeStyling, setCodeStyling } = useCodeStyling();
      return { value: codeStyling, set: setCodeStyling as (value: string, options?: { persist?: boolean }) => void };
    },
    defaultValue: 'System',
    defaultTitle: 'shows the MUI System styling by default',
    cookie: 'codeStyling',
    stored: ['Tailwind', 'Tailwind'],
    hashWins: ['/#css-SliderStyled.tsx', 'CSS'],
    choice: ['Tailwind', 'codeStyling=Tailwind;path=/;max-age=31536000;samesite=lax'],
    visitOnly: 'CSS',
    laterHash: ['#tailwind-SliderStyled.js', 'Tailwind', '#SliderStyled.js'],
  },
];

describe.each(CASES)('$name', (preference) => {
  function render() {
    const seen: { value?: ReturnType<PreferenceCase['use']> } = {};
    function Probe() {
      seen.value = preference.use();
      return null;
    }
    act(() => {
      root = createRoot(document.createElement('div'));
      root.render(
        <preference.Provider>
          <Probe />
        </preference.Provider>,
      );
    });
    return seen;
  }

  it(`${preference.defaultTitle}`, () => {
    expect(render().value?.value).toBe(preference.defaultValue);
  });

  it(`restores the ${preference.cookie} cookie`, () => {
    document.cookie = `${preference.cookie}=${preference.stored[0]}`;
    expect(render().value?.value).toBe(preference.stored[1]);
  });

  it('lets a hash naming a value win over the cookie', () => {
    document.cookie = `${preference.cookie}=${preference.stored[0]}`;
    window.history.replaceState(null, '', preference.hashWins[0]);
    expect(render().value?.value).toBe(preference.hashWins[1]);
  });

  it('remembers a choice for a year on the whole site', () => {
    const seen = render();
    cookieWrites = [];
    act(() => seen.value!.set(preference.choice[0]));
    expect(seen.value?.value).toBe(preference.choice[0]);
    expect(cookieWrites).toEqual([preference.choice[1]]);
  });

  it('applies a choice without remembering it when asked', () => {
    const seen = render();
    cookieWrites = [];
    act(() => seen.value!.set(preference.visitOnly, { persist: false }));
    expect(seen.value?.value).toBe(preference.visitOnly);
    expect(cookieWrites).toEqual([]);
  });

  it('follows a later hash that names a value, and ignores other hashes', () => {
    const [hash, value, otherHash] = preference.laterHash;
    const seen = render();
    act(() => {
      window.location.hash = hash;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(seen.value?.value).toBe(value);
    act(() => {
      window.location.hash = otherHash;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(seen.value?.value).toBe(value);
  });

  it('fails clearly without the provider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      preference.use();
      return null;
    }
    expect(() => act(() => createRoot(document.createElement('div')).render(<Orphan />))).toThrow(
      `mount ${preference.name} in src/theme/Root`,
    );
    error.mockRestore();
  });
});

describe('CodeStylingProvider cookie', () => {
  it('stores MUI System under the name analytics reports', () => {
    let seen: ReturnType<typeof useCodeStyling> | undefined;
    function Probe() {
      seen = useCodeStyling();
      return null;
    }
    const mount = () =>
      act(() => {
        root = createRoot(document.createElement('div'));
        root.render(
          <CodeStylingProvider>
            <Probe />
          </CodeStylingProvider>,
        );
      });
    mount();
    cookieWrites = [];
    act(() => seen!.setCodeStyling('System'));
    expect(cookieWrites).toEqual(['codeStyling=MUI%20System;path=/;max-age=31536000;samesite=lax']);
    document.cookie = 'codeStyling=MUI%20System';
    act(() => root?.unmount());
    mount();
    expect(seen?.codeStyling).toBe('System');
  });
});
