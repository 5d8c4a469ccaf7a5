/**
 * @jest-environment jsdom
 */
import React from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { ColorModeProvider, useSiteColorMode, type ColorModeValue } from './ColorMode';
import { ThemeSettingsProvider, useThemeSettings } from './ThemeSettings';
import type { ThemeSettingsState } from '../lib/themeSettings';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mediaListeners: Array<(event: { matches: boolean }) => void> = [];
let osDark = false;

beforeEach(() => {
  localStorage.clear();
  mediaListeners = [];
  osDark = false;
  document.body.className = '';
  window.matchMedia = (() => ({
    get matches() {
      return osDark;
    },
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => mediaListeners.push(listener),
    removeEventListener: () => {},
  })) as never;
});

function renderProviders() {
  const seen: { mode?: ColorModeValue; settings?: ThemeSettingsState } = {};
  function Probe() {
    seen.mode = useSiteColorMode();
    seen.settings = useThemeSettings();
    return null;
  }
  const container = document.createElement('div');
  act(() => {
    createRoot(container).render(
      <ThemeSettingsProvider>
        <ColorModeProvider>
          <Probe />
        </ColorModeProvider>
      </ThemeSettingsProvider>,
    );
  });
  return seen;
}

describe('ColorModeProvider', () => {
  it('restores the stored preference and direction and applies them to the page', () => {
    localStorage.setItem('mui-mode', 'dark');
    localStorage.setItem('mui-direction', 'rtl');
    const seen = renderProviders();
    expect(seen.mode).toMatchObject({ preference: 'dark', mode: 'dark', ready: true });
    expect(seen.settings).toMatchObject({ paletteMode: 'dark', direction: 'rtl' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.body.classList.contains('mode-dark')).toBe(true);
    expect(document.body.dir).toBe('rtl');
  });

  it('follows the OS while the preference is system, and stores an explicit choice', () => {
    const seen = renderProviders();
    expect(seen.mode?.mode).toBe('light');
    act(() => mediaListeners.forEach((listener) => listener({ matches: true })));
    expect(seen.mode?.mode).toBe('dark');
    expect(document.body.className).toBe('mode-dark');
    act(() => seen.mode?.setPreference('light'));
    expect(localStorage.getItem('mui-mode')).toBe('light');
    expect(seen.mode?.mode).toBe('light');
    expect(seen.settings?.paletteMode).toBe('light');
  });

  it('logs an error for a colour scheme that is not supported and keeps the current one', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const seen = renderProviders();
    act(() => seen.mode?.setPreference('sepia'));
    expect(error).toHaveBeenCalledWith('Unsupported colour scheme "sepia": choose one of light, system, dark.');
    expect(seen.mode?.preference).toBe('system');
    expect(localStorage.getItem('mui-mode')).toBeNull();
    error.mockRestore();
  });

  it('throws when used without its provider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useSiteColorMode();
      return null;
    }
    expect(() => act(() => createRoot(document.createElement('div')).render(<Orphan />))).toThrow(
      'Could not find colour mode context value',
    );
    error.mockRestore();
  });
});

describe('ThemeSettings dispatch', () => {
  it('throws from the default dispatcher when the provider is missing', async () => {
    const { useChangeThemeSettings } = await import('./ThemeSettings');
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useChangeThemeSettings()({ type: 'RESET_COLORS' });
      return null;
    }
    expect(() => act(() => createRoot(document.createElement('div')).render(<Orphan />))).toThrow(
      'Could not find theme settings context value: mount ThemeSettingsProvider in src/theme/Root.',
    );
    error.mockRestore();
  });
});
