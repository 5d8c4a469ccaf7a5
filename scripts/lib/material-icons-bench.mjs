// Helpers of the Material icons bench (scripts/bench-material-icons.mjs), kept apart so they can be tested.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const ICONS_PAGE = '/material-ui/material-icons/';
export const DATA_DIR = 'material-icons-data';

/** Words typed one letter at a time; after each, the field is cleared (one more keystroke). */
export const TYPED_WORDS = ['delete', 'arrow back', 'trash', 'shopping cart', 'wifi', 'gear', 'home', 'qwz'];

/** The keystrokes of `words`: every prefix of each word, then the empty field. */
export function keystrokes(words = TYPED_WORDS) {
  return words.flatMap((word) => [...Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1)), '']);
}

/** @param {Buffer} buffer */
export const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 6 }).length;
/** The `p`th percentile of ascending numbers. @param {number[]} sorted @param {number} p */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The shape chunks in `buildDir`, sized raw and gzip. @param {string} buildDir */
export function measureChunksOnDisk(buildDir) {
  const dir = path.join(buildDir, DATA_DIR);
  if (!fs.existsSync(dir)) throw new Error(`No ${DATA_DIR}/ in ${buildDir}: is the material-icons plugin registered?`);
  const files = fs.readdirSync(dir).map((name) => {
    const content = fs.readFileSync(path.join(dir, name));
    return { name, raw: content.length, gzip: gzipSize(content) };
  });
  const gzips = files.map((file) => file.gzip).sort((a, b) => a - b);
  return {
    files: files.length,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    medianGzip: percentile(gzips, 50),
    maxGzip: gzips[gzips.length - 1],
  };
}
