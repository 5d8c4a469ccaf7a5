import { useEffect, useState } from 'react';
import {
  chunksFor,
  manifestChunkPath,
  type IconChunk,
  type IconManifest,
  type IconNode,
  type ThemeLayout,
} from '../../lib/materialIcons/format';

/** Chunks fetched so far, by path, shared by every mount of the page; listeners hear of each new one. */
const loaded = new Map<string, IconChunk>();
const pending = new Set<string>();
const listeners = new Set<() => void>();

function load(url: string, path: string) {
  if (loaded.has(path) || pending.has(path)) return;
  pending.add(path);
  fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status} for ${path}`);
      return response.json() as Promise<IconChunk>;
    })
    .then(
      (chunk) => {
        loaded.set(path, chunk);
        listeners.forEach((listener) => listener());
      },
      () => {
        // Left blank; asked for again the next time its rows come into view.
      },
    )
    .finally(() => pending.delete(path));
}

/**
 * Fetches the chunks holding `indices` (base-name indices) in the layout's theme and returns a
 * lookup of the shapes loaded so far; the component renders again as each chunk arrives.
 */
export function useIconShapes(
  manifest: IconManifest,
  layout: ThemeLayout,
  indices: readonly number[],
  baseUrl: string,
): (index: number) => IconNode[] | undefined {
  const [, setVersion] = useState(0);
  const key = chunksFor(layout, indices)
    .map((chunk) => manifestChunkPath(manifest, layout.theme, chunk))
    .join(' ');

  useEffect(() => {
    const listener = () => setVersion((version) => version + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);

  useEffect(() => {
    for (const path of key ? key.split(' ') : []) load(`${baseUrl}${path}`, path);
  }, [key, baseUrl]);

  return (index) => {
    const chunk = layout.chunk[index];
    if (chunk === undefined || chunk < 0) return undefined;
    return loaded.get(manifestChunkPath(manifest, layout.theme, chunk))?.[manifest.names[index]];
  };
}
