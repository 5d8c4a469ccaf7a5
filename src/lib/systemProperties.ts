/**
 * The table of MUI System properties: every key of the installed `@mui/system`'s sx config, the
 * CSS properties it writes and the theme key it reads. Derived by running the real style
 * functions, so the table follows the library: a key's CSS properties are the ones its style
 * function outputs, and it reads the theme's spacing when its output follows `theme.spacing`.
 */

export interface SystemPropertyRow {
  /** The prop or sx key, e.g. `px`. */
  prop: string;
  /** CSS properties in kebab case, e.g. `padding-left`, `padding-right`. */
  cssProperties: string[];
  /** Where in the theme values are looked up, e.g. `palette`, `spacing`; null when they are used as given. */
  themeKey: string | null;
  /** A media query the property is wrapped in, e.g. `@media print` for `displayPrint`. */
  media?: string;
}

export interface SxConfigEntry {
  themeKey?: string;
  cssProperty?: string | false;
}

/** Renders `{ [prop]: value }` with a theme, as `unstable_styleFunctionSx` does. */
export type StyleOf = (prop: string, value: unknown, themeSpacing: number) => Record<string, unknown>;

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function systemPropertyRows(
  config: Readonly<Record<string, SxConfigEntry>>,
  styleOf: StyleOf,
): SystemPropertyRow[] {
  return Object.entries(config).map(([prop, entry]) => {
    const output = styleOf(prop, 1, 8);
    const [media] = Object.keys(output).filter((key) => key.startsWith('@media'));
    const declarations = (media ? output[media] : output) as Record<string, unknown>;
    const readsSpacing = !entry.themeKey && JSON.stringify(output) !== JSON.stringify(styleOf(prop, 1, 10));
    return {
      prop,
      cssProperties: Object.keys(declarations).map(kebab),
      themeKey: entry.themeKey ?? (readsSpacing ? 'spacing' : null),
      ...(media ? { media } : {}),
    };
  });
}

/** Rows whose prop, CSS property or theme key contains `query` (case-insensitive). */
export function filterSystemProperties(rows: readonly SystemPropertyRow[], query: string): SystemPropertyRow[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    [row.prop, ...row.cssProperties, row.themeKey ?? ''].some((text) => text.toLowerCase().includes(needle)),
  );
}
