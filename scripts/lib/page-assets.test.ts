import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSize, htmlSize, sizeOfFiles } from './page-assets.mjs';

function buildDirWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('sizeOfFiles', () => {
  it('sums raw and gzip bytes of the given build files', () => {
    const dir = buildDirWith({ 'assets/js/one.js': 'x'.repeat(1000), 'assets/js/two%20b.js': 'abc' });
    const sizes = sizeOfFiles(dir, ['/assets/js/one.js', '/assets/js/two%2520b.js']);
    expect(sizes.count).toBe(2);
    expect(sizes.raw).toBe(1003);
    expect(sizes.gzip).toBe(gzipSize(Buffer.from('x'.repeat(1000))) + gzipSize(Buffer.from('abc')));
    expect(sizes.gzip).toBeLessThan(200);
  });

  it('fails on a file the build does not contain', () => {
    const dir = buildDirWith({});
    expect(() => sizeOfFiles(dir, ['/assets/js/missing.js'])).toThrow('ENOENT');
  });
});

describe('htmlSize', () => {
  it('measures the prerendered index.html of a page path', () => {
    const dir = buildDirWith({ 'docs/page/index.html': '<html>hello</html>' });
    expect(htmlSize(dir, '/docs/page/')).toEqual({ raw: 18, gzip: gzipSize(Buffer.from('<html>hello</html>')) });
  });
});
