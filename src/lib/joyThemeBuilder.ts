/**
 * The Joy UI theme builder's model: a choice per palette colour (Joy's default, a Material colour
 * hue, or a custom colour), the 50–900 scale each choice gives, and the `extendTheme` options and
 * code that apply it.
 */
import { HUES, hueLabel, type ColorTable } from './colorPlayground';

/** Joy's palette colours, in the order its docs and components list them. */
export const JOY_PALETTE_COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
export type JoyPaletteColor = (typeof JOY_PALETTE_COLORS)[number];

export const SCALE_STEPS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
export type ScaleStep = (typeof SCALE_STEPS)[number];
export type ColorScale = Record<ScaleStep, string>;

/** Hues the builder offers: Material's colours, greys included (they suit `neutral`). */
export const BUILDER_HUES = [...HUES, 'grey', 'blueGrey', 'brown'] as const;
export type BuilderHue = (typeof BUILDER_HUES)[number];
export type BuilderColorTable = ColorTable & Record<'grey' | 'blueGrey' | 'brown', ColorTable[keyof ColorTable]>;

export type ColorChoice = { kind: 'default' } | { kind: 'hue'; hue: BuilderHue } | { kind: 'custom'; color: string };
export type BuilderChoices = Record<JoyPaletteColor, ColorChoice>;

export const DEFAULT_CHOICES: BuilderChoices = {
  primary: { kind: 'default' },
  neutral: { kind: 'default' },
  danger: { kind: 'default' },
  success: { kind: 'default' },
  warning: { kind: 'default' },
};

export function builderHueLabel(hue: BuilderHue): string {
  return hue === 'grey' || hue === 'blueGrey' || hue === 'brown'
    ? hue.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)
    : hueLabel(hue);
}

const HEX = /^#([\da-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const match = HEX.exec(hex);
  if (!match) throw new Error(`Expected a colour as #rrggbb, got "${hex}".`);
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(color: string, toward: string, amount: number): string {
  const from = channels(color);
  const to = channels(toward);
  return toHex(from.map((channel, index) => channel + (to[index]! - channel) * amount));
}

// How far each step moves from the chosen colour (500) toward white (lighter) or black (darker).
const TINTS: [ScaleStep, number][] = [
  ['50', 0.93],
  ['100', 0.85],
  ['200', 0.7],
  ['300', 0.5],
  ['400', 0.25],
];
const SHADES: [ScaleStep, number][] = [
  ['600', 0.18],
  ['700', 0.36],
  ['800', 0.56],
  ['900', 0.74],
];

/** A 50–900 scale with the given colour at 500, tinted toward white and shaded toward black. */
export function scaleFromColor(color: string): ColorScale {
  const base = color.toLowerCase();
  const scale = { '500': toHex(channels(base)) } as ColorScale;
  for (const [step, amount] of TINTS) scale[step] = mix(base, '#ffffff', amount);
  for (const [step, amount] of SHADES) scale[step] = mix(base, '#000000', amount);
  return Object.fromEntries(SCALE_STEPS.map((step) => [step, scale[step]])) as ColorScale;
}

/** The scale a choice puts in the palette; undefined keeps Joy's default. */
export function scaleOf(choice: ColorChoice, table: BuilderColorTable): ColorScale | undefined {
  if (choice.kind === 'default') return undefined;
  if (choice.kind === 'custom') return scaleFromColor(choice.color);
  const hue = table[choice.hue];
  return Object.fromEntries(SCALE_STEPS.map((step) => [step, hue[step]])) as ColorScale;
}

export type BuilderPalette = Partial<Record<JoyPaletteColor, ColorScale>>;

export function builderPalette(choices: BuilderChoices, table: BuilderColorTable): BuilderPalette {
  const palette: BuilderPalette = {};
  for (const color of JOY_PALETTE_COLORS) {
    const scale = scaleOf(choices[color], table);
    if (scale) palette[color] = scale;
  }
  return palette;
}

/**
 * `extendTheme` options for a palette. Joy derives every variant token of both colour schemes
 * from the 50–900 scale, so the same scale goes into each scheme.
 */
export function builderThemeOptions(palette: BuilderPalette) {
  return { colorSchemes: { light: { palette }, dark: { palette } } };
}

function scaleCode(scale: ColorScale, indent: string): string {
  const lines = SCALE_STEPS.map((step) => `${indent}  ${step}: '${scale[step]}',`);
  return ['{', ...lines, `${indent}}`].join('\n');
}

/** The theme file a reader pastes into an app: only the colours that differ from Joy's defaults. */
export function builderThemeCode(palette: BuilderPalette): string {
  const colors = JOY_PALETTE_COLORS.filter((color) => palette[color]);
  const header = ["import { extendTheme } from '@mui/joy/styles';", ''];
  const footer = ['', 'export default theme;', ''];
  if (colors.length === 0) return [...header, 'const theme = extendTheme();', ...footer].join('\n');
  const paletteLines = (indent: string) =>
    colors.map((color) => `${indent}${color}: ${scaleCode(palette[color]!, indent)},`).join('\n');
  const scheme = (name: string) =>
    [`    ${name}: {`, '      palette: {', paletteLines('        '), '      },', '    },'].join('\n');
  return [
    ...header,
    'const theme = extendTheme({',
    '  colorSchemes: {',
    scheme('light'),
    scheme('dark'),
    '  },',
    '});',
    ...footer,
  ].join('\n');
}
