import type { CssVarsThemeOptions } from '@mui/joy/styles';
import { DEMO_COLOR_SCHEME_SELECTOR } from './demoTheme';
import type { ThemeSettingsState } from './themeSettings';

/** The attribute Joy UI reads to scope a colour scheme to one element and its children. */
export const JOY_COLOR_SCHEME_ATTRIBUTE = 'data-joy-color-scheme';

/** Where the localStorage-backed mode of Joy's provider lives; the site drives it, readers never see it. */
export const JOY_DEMO_MODE_STORAGE_KEY = 'docs-joy-demo-mode';

/**
 * Where each colour scheme's CSS variables apply. The light scheme sits on `:root` (so portals
 * such as menus, modals and snackbars see it too); the dark scheme follows the site's own
 * `data-theme="dark"` with a higher specificity, so demos switch with the page, on the server's
 * markup, without re-rendering. Either scheme can also be pinned to one subtree with Joy's own
 * `data-joy-color-scheme` attribute.
 */
export function joyColorSchemeSelector(colorScheme: string | undefined): string {
  const local = `[${JOY_COLOR_SCHEME_ATTRIBUTE}="${colorScheme}"]`;
  if (colorScheme === 'dark') return `:root[${DEMO_COLOR_SCHEME_SELECTOR}="dark"], ${local}`;
  if (colorScheme === 'light') return `:root, ${local}`;
  return ':root';
}

/** Compact Joy UI components: the small size wherever a component has one. */
export const JOY_DENSE_COMPONENTS = Object.fromEntries(
  [
    'JoyAutocomplete',
    'JoyButton',
    'JoyButtonGroup',
    'JoyCheckbox',
    'JoyChip',
    'JoyIconButton',
    'JoyInput',
    'JoyList',
    'JoyRadio',
    'JoyRadioGroup',
    'JoySelect',
    'JoySlider',
    'JoySwitch',
    'JoyTable',
    'JoyTabs',
    'JoyTextarea',
    'JoyToggleButtonGroup',
  ].map((name) => [name, { defaultProps: { size: 'sm' } }]),
) as NonNullable<CssVarsThemeOptions['components']>;

/**
 * Options for the Joy UI demos' theme: Joy's default theme, both colour schemes keyed on the
 * site's colour mode, plus the reader's spacing and density settings.
 */
/** What `joyDemoThemeOptions` reads of the settings, as a cache key. */
export function joyDemoThemeKey(settings: Pick<ThemeSettingsState, 'dense' | 'spacing'>): string {
  return `${settings.dense}|${settings.spacing}`;
}

export function joyDemoThemeOptions(settings: Pick<ThemeSettingsState, 'dense' | 'spacing'>): CssVarsThemeOptions {
  return {
    getSelector: joyColorSchemeSelector,
    spacing: settings.spacing,
    ...(settings.dense && { components: JOY_DENSE_COMPONENTS }),
  };
}
