/**
 * Turns the parsed package into what the site serves: the manifest (bundled with the icon page)
 * and one JSON file per chunk of `chunkSize` icons per theme, named by a hash of its content so it
 * can be cached for good.
 */
import crypto from 'node:crypto';
import { chunkPath, type IconChunk, type IconManifest, type IconNode } from '../../src/lib/materialIcons/format';
import { groupIconNames, ICON_THEMES, themeMask, type IconTheme } from '../../src/lib/materialIcons/themes';
import type { IconPackage } from './extract';

export interface IconData {
  manifest: IconManifest;
  /** Chunk files by path (relative to the site root, as listed in the manifest). */
  files: Map<string, string>;
}

export interface BuildOptions {
  /** Folder of the chunk files under the site root. */
  dataDir?: string;
  chunkSize?: number;
}

export const DEFAULT_DATA_DIR = 'material-icons-data';
export const DEFAULT_CHUNK_SIZE = 60;

const hash = (content: string) => crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);

export function buildIconData(
  { version, icons }: IconPackage,
  { dataDir = DEFAULT_DATA_DIR, chunkSize = DEFAULT_CHUNK_SIZE }: BuildOptions = {},
): IconData {
  const shapes = new Map<string, IconNode[]>(icons.map((icon) => [icon.name, icon.nodes]));
  const groups = groupIconNames(icons.map((icon) => icon.name));
  const files = new Map<string, string>();
  const chunks = {} as Record<IconTheme, string[]>;
  for (const theme of ICON_THEMES) {
    const members = groups.filter((group) => group.exports[theme.id]);
    chunks[theme.id] = [];
    for (let offset = 0; offset < members.length; offset += chunkSize) {
      const chunk: IconChunk = {};
      for (const group of members.slice(offset, offset + chunkSize)) {
        chunk[group.base] = shapes.get(group.exports[theme.id]!)!;
      }
      const content = JSON.stringify(chunk);
      const contentHash = hash(content);
      files.set(chunkPath(dataDir, theme.id, offset / chunkSize, contentHash), content);
      chunks[theme.id].push(contentHash);
    }
  }
  return {
    manifest: {
      version,
      names: groups.map((group) => group.base),
      masks: groups.map(themeMask),
      chunkSize,
      dataDir,
      chunks,
    },
    files,
  };
}
