/**
 * The five themes of `@mui/icons-material` and how export names map to them: `Delete` (Filled),
 * `DeleteOutlined`, `DeleteRounded`, `DeleteTwoTone`, `DeleteSharp`.
 */

export const ICON_THEMES = [
  { id: 'Filled', suffix: '', label: 'Filled' },
  { id: 'Outlined', suffix: 'Outlined', label: 'Outlined' },
  { id: 'Rounded', suffix: 'Rounded', label: 'Rounded' },
  { id: 'TwoTone', suffix: 'TwoTone', label: 'Two tone' },
  { id: 'Sharp', suffix: 'Sharp', label: 'Sharp' },
] as const;

export type IconTheme = (typeof ICON_THEMES)[number]['id'];

export const DEFAULT_ICON_THEME: IconTheme = 'Filled';

const SUFFIXED = ICON_THEMES.filter((theme) => theme.suffix !== '');

/** Bit of a theme in a base name's theme mask (Filled 1, Outlined 2, Rounded 4, TwoTone 8, Sharp 16). */
export function themeBit(theme: IconTheme): number {
  return 1 << ICON_THEMES.findIndex((entry) => entry.id === theme);
}

export const ALL_THEMES_MASK = (1 << ICON_THEMES.length) - 1;

export function isIconTheme(value: unknown): value is IconTheme {
  return ICON_THEMES.some((theme) => theme.id === value);
}

export function themeLabel(theme: IconTheme): string {
  return ICON_THEMES.find((entry) => entry.id === theme)!.label;
}

/** The export name of `base` in `theme`: `exportName('Delete', 'TwoTone')` is `DeleteTwoTone`. */
export function exportName(base: string, theme: IconTheme): string {
  return base + ICON_THEMES.find((entry) => entry.id === theme)!.suffix;
}

/** Name order of the icon list: numbers by value (`Battery2Bar` before `Battery20`), then case. */
const NAME_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'variant' });

/** A base name and the export name of each theme it exists in. */
export interface IconGroup {
  base: string;
  exports: Partial<Record<IconTheme, string>>;
}

/**
 * Groups export names by base name. A name ending in a theme suffix belongs to the theme of its
 * base when the base exists; it is also a base of its own (Filled) when it has theme variants of
 * its own or no base: `InsertChartOutlined` is both the Outlined `InsertChart` and the Filled
 * `InsertChartOutlined` (whose Outlined export is `InsertChartOutlinedOutlined`). Sorted by base,
 * numbers in names by their value.
 */
export function groupIconNames(names: readonly string[]): IconGroup[] {
  const known = new Set(names);
  const groups = new Map<string, IconGroup>();
  const add = (base: string, theme: IconTheme, name: string) => {
    let group = groups.get(base);
    if (!group) {
      group = { base, exports: {} };
      groups.set(base, group);
    }
    group.exports[theme] = name;
  };
  for (const name of names) {
    const theme = SUFFIXED.find((entry) => name.endsWith(entry.suffix) && name.length > entry.suffix.length);
    const base = theme ? name.slice(0, -theme.suffix.length) : name;
    const hasBase = theme !== undefined && known.has(base);
    if (hasBase) add(base, theme.id, name);
    const hasVariants = SUFFIXED.some((entry) => known.has(name + entry.suffix));
    if (!hasBase || hasVariants) add(name, 'Filled', name);
  }
  return [...groups.values()].sort((a, b) => NAME_ORDER.compare(a.base, b.base));
}

/** Theme mask of a group: the bits of every theme it has an export in. */
export function themeMask(group: IconGroup): number {
  return ICON_THEMES.reduce((mask, theme) => (group.exports[theme.id] ? mask | themeBit(theme.id) : mask), 0);
}
