/**
 * Both Prism themes at once, as CSS custom properties.
 *
 * Docusaurus picks the light or dark Prism theme from React's colour-mode state and writes the
 * chosen colours inline, so server HTML always carries the light colours and a dark page shows
 * light code until React re-renders after hydration. Instead, every coloured token and every
 * code block container carries both themes' values in custom properties, and CSS keyed on
 * `[data-theme='dark']` picks one: the first paint is right in either mode, and the markup is
 * the same on server and client.
 */
import type { CSSProperties } from 'react';
import type { PrismTheme } from 'prism-react-renderer';

type TokenStyle = PrismTheme['styles'][number]['style'];
type StyleDictionary = Record<string, TokenStyle>;

/**
 * Token style properties carried over, with the suffix of their custom property names.
 * The stylesheet (Content/styles.module.css) reads `--tl{suffix}` in light mode and
 * `--td{suffix}` in dark mode; keep the two in step.
 */
export const TOKEN_PROPERTY_SUFFIXES = {
  color: '',
  fontStyle: '-fs',
  fontWeight: '-fw',
  opacity: '-op',
  textDecorationLine: '-tdl',
  textShadow: '-ts',
  backgroundColor: '-bg',
} as const satisfies Partial<Record<keyof CSSProperties, string>>;

export const LIGHT_TOKEN_PREFIX = '--tl' as const;
export const DARK_TOKEN_PREFIX = '--td' as const;

/** The container's plain colours; Container/styles.module.css maps them to `--prism-*`. */
export const PLAIN_VARIABLES = {
  light: { color: '--cb-light-color', backgroundColor: '--cb-light-bg' },
  dark: { color: '--cb-dark-color', backgroundColor: '--cb-dark-bg' },
} as const;

/** Token type → style for one language, as prism-react-renderer resolves it. */
export function createStyleDictionary(theme: PrismTheme, language: string): StyleDictionary {
  const dictionary: StyleDictionary = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dictionary[type] = { ...dictionary[type], ...entry.style };
  }
  // A token typed "plain" takes the theme's plain text colour, but never its background.
  dictionary.plain = { ...theme.plain, backgroundColor: undefined };
  return dictionary;
}

/** The style of a token with these types: later (more specific) types win, like Prism's. */
export function resolveTokenStyle(dictionary: StyleDictionary, types: readonly string[]): TokenStyle {
  // Plain text inherits the line colour; spelling it out on every span would only add bytes.
  if (types.length === 1 && types[0] === 'plain') return {};
  const style: TokenStyle = {};
  for (const type of types) Object.assign(style, dictionary[type]);
  return style;
}

type CustomProperties = Record<`--${string}`, string>;

function addVariables(target: CustomProperties, prefix: `--${string}`, style: TokenStyle) {
  for (const [property, suffix] of Object.entries(TOKEN_PROPERTY_SUFFIXES)) {
    const value = style[property as keyof TokenStyle];
    if (value !== undefined && value !== null && value !== '') target[`${prefix}${suffix}`] = String(value);
  }
}

/**
 * A function from a token's types to its inline style: the light and dark values as custom
 * properties, or `undefined` when neither theme styles the token. Results are cached per type list.
 */
export function createDualTokenStyler(
  lightTheme: PrismTheme,
  darkTheme: PrismTheme,
  language: string,
): (types: readonly string[]) => CSSProperties | undefined {
  const light = createStyleDictionary(lightTheme, language);
  const dark = createStyleDictionary(darkTheme, language);
  const cache = new Map<string, CSSProperties | undefined>();
  return (types) => {
    const key = types.join(' ');
    if (cache.has(key)) return cache.get(key);
    const variables: CustomProperties = {};
    addVariables(variables, LIGHT_TOKEN_PREFIX, resolveTokenStyle(light, types));
    addVariables(variables, DARK_TOKEN_PREFIX, resolveTokenStyle(dark, types));
    const style = Object.keys(variables).length > 0 ? (variables as CSSProperties) : undefined;
    cache.set(key, style);
    return style;
  };
}

/** Both themes' plain text and background colours, for the code block container. */
export function dualPlainVariables(lightTheme: PrismTheme, darkTheme: PrismTheme): CSSProperties {
  const variables: CustomProperties = {};
  for (const [mode, theme] of [
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const) {
    const names = PLAIN_VARIABLES[mode];
    if (theme.plain.color) variables[names.color] = theme.plain.color;
    if (theme.plain.backgroundColor) variables[names.backgroundColor] = theme.plain.backgroundColor;
  }
  return variables as CSSProperties;
}
