import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoName, listFlag, paragraph, scaleDemo, scalePage, SCALE_DOCS_DIR, writeScalePages } from './scale-site.mjs';

describe('the scale bench content', () => {
  it('is the same on every run', () => {
    expect(paragraph(3, 50)).toBe(paragraph(3, 50));
    expect(paragraph(3, 50)).not.toBe(paragraph(4, 50));
    expect(paragraph(3, 50).split(' ')).toHaveLength(50);
  });

  it('gives each page its slug, its demos and about three hundred words', () => {
    const page = scalePage(7, 4);
    expect(page).toMatch(/^---\ntitle: Scale page 7\n/);
    expect(page).toContain('slug: /scale/page-7/');
    expect(page.match(/^<Demo name="ScalePage7Demo\d" \/>$/gm)).toHaveLength(4);
    expect(page.split(/\s+/).length).toBeGreaterThan(300);
    expect(scalePage(1, 0)).not.toContain('<Demo');
  });

  it('writes the pages and demo files into the copy', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-'));
    writeScalePages(site, 2, 3);
    const dir = path.join(site, SCALE_DOCS_DIR, 'page-1');
    expect(fs.readdirSync(dir).sort()).toEqual([
      'ScalePage1Demo0.tsx',
      'ScalePage1Demo1.tsx',
      'ScalePage1Demo2.tsx',
      'page-1.mdx',
    ]);
    expect(fs.readFileSync(path.join(dir, `${demoName(1, 2)}.tsx`), 'utf8')).toBe(scaleDemo('ScalePage1Demo2'));
    fs.rmSync(site, { recursive: true });
  });

  it('reads list flags and refuses what is not a count', () => {
    expect(listFlag(['--pages=100,300'], 'pages', [1])).toEqual([100, 300]);
    expect(listFlag([], 'pages', [1])).toEqual([1]);
    expect(() => listFlag(['--demos=3,x'], 'demos', [0])).toThrow('--demos takes whole numbers');
  });
});
