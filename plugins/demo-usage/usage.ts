import fs from 'node:fs';
import path from 'node:path';
import { STYLING_INFIXES } from '../demos/compile';
import { importedNamesOf, localImportsOf, type ImportedName } from './imports';

const FENCE = /^\s*(`{3,}|~{3,})/;
const DEMO_TAG = /<Demo\b[^>]*?\bname="([A-Z][A-Za-z0-9]*)"/g;
const LOCAL_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** The text of an MDX page outside its fenced code blocks (a fence may show `<Demo>` as an example). */
export function withoutFences(mdx: string): string {
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of mdx.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    kept.push(line);
  }
  return kept.join('\n');
}

/** Names of the demos a page shows, in order, each once. */
export function demoNamesOf(mdx: string): string[] {
  return [...new Set([...withoutFences(mdx).matchAll(DEMO_TAG)].map((match) => match[1]))];
}

export interface FileReader {
  exists(file: string): boolean;
  read(file: string): string;
}

export const diskReader: FileReader = {
  exists: (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  read: (file) => fs.readFileSync(file, 'utf8'),
};

/** A demo's files: each of its stylings and the sibling scripts they import, directly or not. */
export function demoFilesOf(dir: string, name: string, reader: FileReader = diskReader): string[] {
  const queue = STYLING_INFIXES.map(([, infix]) => path.join(dir, `${name}${infix}.tsx`)).filter(reader.exists);
  const seen = new Set(queue);
  for (let index = 0; index < queue.length; index += 1) {
    const file = queue[index];
    for (const specifier of localImportsOf(reader.read(file))) {
      const target = path.resolve(path.dirname(file), specifier);
      const found = [target, ...LOCAL_EXTENSIONS.map((extension) => `${target}${extension}`)].find(
        (candidate) => /\.[jt]sx?$/.test(candidate) && reader.exists(candidate),
      );
      if (found && !seen.has(found)) {
        seen.add(found);
        queue.push(found);
      }
    }
  }
  return queue;
}

/** Every library value the demos `names` in `dir` import, each once. */
export function demoImportsOf(dir: string, names: readonly string[], reader: FileReader = diskReader): ImportedName[] {
  const found = new Map<string, ImportedName>();
  for (const name of names) {
    for (const file of demoFilesOf(dir, name, reader)) {
      for (const imported of importedNamesOf(reader.read(file))) {
        found.set(`${imported.packageName}#${imported.name}`, imported);
      }
    }
  }
  return [...found.values()];
}

/** Every library value the demos of the page `pageFile` (with source `mdx`) import, each once. */
export function pageImportsOf(pageFile: string, mdx: string, reader: FileReader = diskReader): ImportedName[] {
  return demoImportsOf(path.dirname(pageFile), demoNamesOf(mdx), reader);
}
