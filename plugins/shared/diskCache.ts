/**
 * Values a plugin derives from installed packages, kept between runs in `node_modules/.cache/`
 * (cleared with node_modules), so `npm start` and warm builds read them instead of deriving them
 * again. A value is filed under a key of everything it was made from: a different package version,
 * option or source of the code that made it gives a different key, and the value is made anew.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** `node_modules/.cache/<name>` in the site folder. */
export function cacheDirOf(siteDir: string, name: string): string {
  return path.join(siteDir, 'node_modules', '.cache', name);
}

/** A short fingerprint of the given files' names and contents, in the order given. */
export function hashOfFiles(files: readonly string[]): string {
  const hash = crypto.createHash('sha1');
  for (const file of files) hash.update(path.basename(file)).update('\0').update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export interface CachedValue<T> {
  value: T;
  fromCache: boolean;
}

/**
 * Writes `content` to `file` whole: to a temporary file first, then renamed into place, so a
 * concurrent reader, or the next run after a build that stopped halfway, never sees half of it.
 */
export function writeFileWhole(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

export interface CachedJsonOptions {
  /** Delete the folder's other values once a new one is filed: for large values of inputs that change often. */
  keepOnlyLatest?: boolean;
}

/**
 * The value filed under `key` in the cache folder `dir`, or, when there is none (or it cannot be
 * read), the one `make` returns, which is then filed there (`writeFileWhole`).
 */
export async function cachedJson<T>(
  dir: string,
  key: string,
  make: () => Promise<T> | T,
  { keepOnlyLatest = false }: CachedJsonOptions = {},
): Promise<CachedValue<T>> {
  const file = path.join(dir, `${key}.json`);
  try {
    return { value: JSON.parse(await fs.promises.readFile(file, 'utf8')) as T, fromCache: true };
  } catch {
    // No cached value yet, or an unreadable one: make it.
  }
  const value = await make();
  writeFileWhole(file, JSON.stringify(value));
  if (keepOnlyLatest) {
    const others = (await fs.promises.readdir(dir)).filter((name) => name.endsWith('.json') && name !== `${key}.json`);
    await Promise.all(others.map((name) => fs.promises.rm(path.join(dir, name), { force: true })));
  }
  return { value, fromCache: false };
}
