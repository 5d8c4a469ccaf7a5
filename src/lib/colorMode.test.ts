/**
 * @jest-environment jsdom
 */
import { applyDisplayState, displaySettingsScript, parseDirection, parsePreference, resolveMode } from './colorMode';

describe('colour mode resolution', () => {
  it('defaults unknown or missing preferences to system', () => {
    expect(parsePreference(null)).toBe('system');
    expect(parsePreference('purple')).toBe('system');
    expect(parsePreference('dark')).toBe('dark');
  });

  it('follows the OS only for system', () => {
    expect(resolveMode('system', true)).toBe('dark');
    expect(resolveMode('system', false)).toBe('light');
    expect(resolveMode('light', true)).toBe('light');
    expect(resolveMode('dark', false)).toBe('dark');
  });

  it('parses the direction, defaulting to ltr', () => {
    expect(parseDirection('rtl')).toBe('rtl');
    expect(parseDirection('sideways')).toBe('ltr');
  });
});

describe('applyDisplayState', () => {
  it('sets data-theme, the body mode class and dir, replacing the previous mode', () => {
    applyDisplayState(document, { mode: 'dark', preference: 'system', direction: 'rtl' });
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme-choice')).toBe('system');
    expect(document.documentElement.getAttribute('data-joy-color-scheme')).toBe('dark');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.body.className).toBe('mode-dark');
    expect(document.body.dir).toBe('rtl');
    applyDisplayState(document, { mode: 'light', preference: 'light', direction: 'ltr' });
    expect(document.body.className).toBe('mode-light');
    expect(document.documentElement.getAttribute('data-joy-color-scheme')).toBe('light');
    expect(document.documentElement.getAttribute('data-theme-choice')).toBe('light');
  });
});

describe('displaySettingsScript', () => {
  function runScript(stored: Record<string, string>, prefersDark: boolean) {
    document.body.className = '';
    localStorage.clear();
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    window.matchMedia = ((query: string) => ({ matches: prefersDark && query.includes('dark') })) as never;
    // The script is what the page runs inline before first paint.
    new Function(displaySettingsScript('mui-mode', 'mui-direction'))();
  }

  it('applies a stored dark preference before any bundle runs', () => {
    runScript({ 'mui-mode': 'dark', 'mui-direction': 'rtl' }, false);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.body.classList.contains('mode-dark')).toBe(true);
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('follows the OS when the preference is system or missing', () => {
    runScript({}, true);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme-choice')).toBe('system');
    runScript({ 'mui-mode': 'system' }, false);
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('keeps the defaults when storage throws', () => {
    document.documentElement.removeAttribute('data-theme');
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => new Function(displaySettingsScript('mui-mode', 'mui-direction'))()).not.toThrow();
    expect(document.documentElement.getAttribute('data-theme')).toBeNull();
    getItem.mockRestore();
  });
});
