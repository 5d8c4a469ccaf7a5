/** Material colour hues and shades offered by the colour playground. */
export const HUES = [
  'red',
  'pink',
  'purple',
  'deepPurple',
  'indigo',
  'blue',
  'lightBlue',
  'cyan',
  'teal',
  'green',
  'lightGreen',
  'lime',
  'yellow',
  'amber',
  'orange',
  'deepOrange',
] as const;

export type Hue = (typeof HUES)[number];

export const SHADES = [
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
  'A100',
  'A200',
  'A400',
  'A700',
] as const;
export type Shade = (typeof SHADES)[number];

export type ColorTable = Record<Hue, Record<Shade, string>>;

export interface PlaygroundSelection {
  hue: Hue;
  shade: Shade;
}

export function colorOf(table: ColorTable, { hue, shade }: PlaygroundSelection): string {
  return table[hue][shade];
}

/** Finds the hue and shade of a stored colour so the playground reopens where the reader left it. */
export function selectionOf(
  table: ColorTable,
  color: string | undefined,
  fallback: PlaygroundSelection,
): PlaygroundSelection {
  if (!color) return fallback;
  for (const hue of HUES) {
    for (const shade of SHADES) {
      if (table[hue][shade].toLowerCase() === color.toLowerCase()) return { hue, shade };
    }
  }
  return fallback;
}

/** A readable name for a hue key: `deepPurple` → `deep purple`. */
export function hueLabel(hue: Hue): string {
  return hue.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}

/** The theme code a reader can paste into their app for the chosen colours. */
export function themeSnippet(primary: string, secondary: string): string {
  return [
    "import { createTheme } from '@mui/material/styles';",
    '',
    'const theme = createTheme({',
    '  palette: {',
    `    primary: { main: '${primary}' },`,
    `    secondary: { main: '${secondary}' },`,
    '  },',
    '});',
  ].join('\n');
}
