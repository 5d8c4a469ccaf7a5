/**
 * The icon data the `material-icons` build plugin writes and the icon search page reads: a small
 * manifest bundled with the page, and the SVG shapes in JSON chunks fetched as rows scroll into
 * view (see plugins/material-icons/README.md).
 */
import { ICON_THEMES, themeBit, type IconTheme } from './themes';

/** SVG elements an icon may be made of, and the attributes they may carry (React prop names). */
export const ICON_TAGS = ['path', 'circle', 'ellipse', 'rect', 'g'] as const;
export type IconTag = (typeof ICON_TAGS)[number];

export const ICON_ATTRIBUTES = [
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'width',
  'height',
  'opacity',
  'fillOpacity',
  'fillRule',
  'clipRule',
  'transform',
] as const;
export type IconAttribute = (typeof ICON_ATTRIBUTES)[number];

/**
 * One SVG element of an icon. A path with nothing but `d` is written as its `d` string; anything
 * else as `[tag, attributes, children?]`.
 */
export type IconNode = string | [IconTag, Partial<Record<IconAttribute, string>>, IconNode[]?];

/** The shapes of one chunk's icons, by base name. */
export type IconChunk = Record<string, IconNode[]>;

export interface IconManifest {
  /** Installed version of `@mui/icons-material`. */
  version: string;
  /** Base names (the Filled export name, or the name without its theme suffix), sorted. */
  names: string[];
  /** Per base name, the themes it exists in (bits of `themeBit`). */
  masks: number[];
  /** Icons per chunk. */
  chunkSize: number;
  /** Folder of the chunk files under the site root. */
  dataDir: string;
  /**
   * Per theme, the content hash of each chunk file: chunk `k` holds the theme's icons
   * `k * chunkSize` to `(k + 1) * chunkSize - 1`, in `names` order (see `chunkPath`).
   */
  chunks: Record<IconTheme, string[]>;
}

/** Path of a chunk file from the site root, without a leading slash: `material-icons-data/twotone-3.<hash>.json`. */
export function chunkPath(dataDir: string, theme: IconTheme, chunk: number, hash: string): string {
  return `${dataDir}/${theme.toLowerCase()}-${chunk}.${hash}.json`;
}

/** Path of chunk `chunk` of `theme` in `manifest`. */
export function manifestChunkPath(
  manifest: Pick<IconManifest, 'dataDir' | 'chunks'>,
  theme: IconTheme,
  chunk: number,
): string {
  const hash = manifest.chunks[theme][chunk];
  if (hash === undefined) throw new Error(`No chunk ${chunk} of the ${theme} icons`);
  return chunkPath(manifest.dataDir, theme, chunk, hash);
}

/** Where each base name sits in a theme's chunks: `chunk[i]` is -1 when name `i` is not in the theme. */
export interface ThemeLayout {
  theme: IconTheme;
  count: number;
  chunk: Int32Array;
}

export function themeLayout(manifest: Pick<IconManifest, 'masks' | 'chunkSize'>, theme: IconTheme): ThemeLayout {
  const bit = themeBit(theme);
  const chunk = new Int32Array(manifest.masks.length).fill(-1);
  let count = 0;
  manifest.masks.forEach((mask, index) => {
    if (mask & bit) {
      chunk[index] = Math.floor(count / manifest.chunkSize);
      count += 1;
    }
  });
  return { theme, count, chunk };
}

/** Number of icons of each theme. */
export function themeCounts(manifest: Pick<IconManifest, 'masks'>): Record<IconTheme, number> {
  const counts = Object.fromEntries(ICON_THEMES.map((theme) => [theme.id, 0])) as Record<IconTheme, number>;
  for (const mask of manifest.masks) {
    for (const theme of ICON_THEMES) if (mask & themeBit(theme.id)) counts[theme.id] += 1;
  }
  return counts;
}

/** The distinct chunks holding `indices` (base-name indices) in a theme, in first-needed order. */
export function chunksFor(layout: ThemeLayout, indices: Iterable<number>): number[] {
  const seen = new Set<number>();
  for (const index of indices) {
    const chunk = layout.chunk[index];
    if (chunk !== undefined && chunk >= 0) seen.add(chunk);
  }
  return [...seen];
}
