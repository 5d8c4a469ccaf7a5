// The search index as it sits in a build: files and bytes (raw and gzip level 6) by kind, for the
// search bench (scripts/bench-search.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize } from './page-assets.mjs';

/** The folder of build/ the search plugin writes its index to. */
export const INDEX_DIR = 'search-index';

/** @typedef {{ files: number, raw: number, gzip: number }} IndexSize files of the index, and their bytes raw and gzip */

/** Files of the search index in `buildDir`, sized raw and gzip, by kind. @param {string} buildDir */
export function measureIndexOnDisk(buildDir) {
  const dir = path.join(buildDir, INDEX_DIR);
  if (!fs.existsSync(dir)) throw new Error(`No ${INDEX_DIR}/ in ${buildDir}: is the search plugin registered?`);
  /** @type {Record<string, IndexSize>} */
  const kinds = {};
  /** @param {string} folder */
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const content = fs.readFileSync(full);
      const kind = path.relative(dir, full).includes(path.sep)
        ? path.relative(dir, full).split(path.sep)[0]
        : entry.name;
      kinds[kind] ??= { files: 0, raw: 0, gzip: 0 };
      kinds[kind].files += 1;
      kinds[kind].raw += content.length;
      kinds[kind].gzip += gzipSize(content);
    }
  };
  walk(dir);
  const total = Object.values(kinds).reduce(
    (sum, kind) => ({ files: sum.files + kind.files, raw: sum.raw + kind.raw, gzip: sum.gzip + kind.gzip }),
    { files: 0, raw: 0, gzip: 0 },
  );
  /** @type {{ pages: unknown[], shards: unknown[] }} */
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8'));
  return { pages: manifest.pages.length, shards: manifest.shards.length, total, kinds };
}
