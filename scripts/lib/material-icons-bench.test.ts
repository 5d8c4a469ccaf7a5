import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keystrokes, measureChunksOnDisk } from './material-icons-bench.mjs';

describe('material icons bench', () => {
  it('types every prefix of each word, then clears the field', () => {
    expect(keystrokes(['del', 'ab'])).toEqual(['d', 'de', 'del', '', 'a', 'ab', '']);
    expect(keystrokes().length).toBeGreaterThan(50);
  });

  it('sizes the shape chunks of a build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'icons-bench-'));
    try {
      fs.mkdirSync(path.join(dir, 'material-icons-data'));
      fs.writeFileSync(path.join(dir, 'material-icons-data', 'filled-0.aa.json'), '{"A":["M0 0"]}');
      fs.writeFileSync(path.join(dir, 'material-icons-data', 'filled-1.bb.json'), `{"B":["${'M1 1'.repeat(100)}"]}`);
      const sizes = measureChunksOnDisk(dir);
      expect(sizes.files).toBe(2);
      expect(sizes.raw).toBe(15 + 409);
      expect(sizes.maxGzip).toBeGreaterThanOrEqual(sizes.medianGzip);
      expect(() => measureChunksOnDisk(path.join(dir, 'nothing'))).toThrow('is the material-icons plugin registered?');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
