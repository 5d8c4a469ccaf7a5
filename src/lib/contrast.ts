import type { PrismTheme } from 'prism-react-renderer';

/** WCAG contrast helpers, used to keep syntax colours readable on their code background. */

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value.slice(0, 6);
  return [0, 2, 4].map((index) => parseInt(full.slice(index, index + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const srgb = channel / 255;
    return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

/** `#rrggbb` for a hex or `rgb(r, g, b)` colour (Prism themes use both); undefined for anything else. */
function asHex(color: string): string | undefined {
  if (/^#[0-9a-f]{3,8}$/i.test(color)) return color;
  const match = RGB.exec(color.trim());
  return match ? toHex(match.slice(1, 4).map(Number)) : undefined;
}

/** Moves `color` toward black (light backgrounds) or white (dark ones) until it reaches `minimum`. */
export function withContrast(original: string, background: string, minimum = 4.5): string {
  const color = asHex(original);
  if (!color || contrastRatio(color, background) >= minimum) return original;
  const target = relativeLuminance(background) > 0.5 ? 0 : 255;
  const start = channels(color);
  for (let step = 1; step <= 20; step += 1) {
    const candidate = toHex(start.map((channel) => channel + (target - channel) * (step / 20)));
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return target === 0 ? '#000000' : '#ffffff';
}

/** A copy of a Prism theme whose token colours all reach WCAG AA on `background`. */
export function accessiblePrismTheme(theme: PrismTheme, background: string): PrismTheme {
  return {
    plain: {
      ...theme.plain,
      backgroundColor: background,
      color: withContrast(theme.plain.color ?? '#000000', background),
    },
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: entry.style.color ? { ...entry.style, color: withContrast(entry.style.color, background) } : entry.style,
    })),
  };
}
