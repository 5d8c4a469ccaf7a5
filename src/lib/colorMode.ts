import type { PaletteMode } from './tokens';

export type ColorModePreference = PaletteMode | 'system';
export type Direction = 'ltr' | 'rtl';

export const COLOR_MODE_PREFERENCES: readonly ColorModePreference[] = ['light', 'system', 'dark'];
export const DARK_MEDIA_QUERY = '(prefers-color-scheme: dark)';

export function parsePreference(value: string | null | undefined): ColorModePreference {
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function parseDirection(value: string | null | undefined): Direction {
  return value === 'rtl' ? 'rtl' : 'ltr';
}

export function resolveMode(preference: ColorModePreference, systemPrefersDark: boolean): PaletteMode {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** The DOM-facing part of the display settings, applied identically before paint and after. */
export interface DisplayState {
  mode: PaletteMode;
  preference: ColorModePreference;
  direction: Direction;
}

export function applyDisplayState(doc: Document, { mode, preference, direction }: DisplayState): void {
  const root = doc.documentElement;
  root.setAttribute('data-theme', mode);
  // Joy UI's attribute: demos with a theme of their own key their dark scheme on it, so they are
  // right from the first paint too. A literal, because this function runs serialized, before paint.
  root.setAttribute('data-joy-color-scheme', mode);
  root.setAttribute('data-theme-choice', preference === 'system' ? 'system' : mode);
  root.setAttribute('dir', direction);
  const { body } = doc;
  if (body) {
    body.classList.remove(mode === 'dark' ? 'mode-light' : 'mode-dark');
    body.classList.add(`mode-${mode}`);
    body.setAttribute('dir', direction);
  }
}

/**
 * Runs inline at the top of <body>, before first paint. Serialized with Function#toString
 * together with `applyDisplayState`, so it must stay self-contained: no imports.
 */
export function applyStoredDisplaySettings(
  apply: typeof applyDisplayState,
  modeKey: string,
  directionKey: string,
): void {
  try {
    const stored = window.localStorage.getItem(modeKey);
    const preference = stored === 'light' || stored === 'dark' ? stored : 'system';
    const dark =
      preference === 'dark' || (preference === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    const direction = window.localStorage.getItem(directionKey) === 'rtl' ? 'rtl' : 'ltr';
    apply(document, { mode: dark ? 'dark' : 'light', preference, direction });
  } catch {
    // Storage can be blocked (privacy modes); the page then keeps the light LTR defaults.
  }
}

export function displaySettingsScript(modeKey: string, directionKey: string): string {
  const args = [applyDisplayState.toString(), JSON.stringify(modeKey), JSON.stringify(directionKey)].join(',');
  return `(${applyStoredDisplaySettings.toString()})(${args});`;
}
