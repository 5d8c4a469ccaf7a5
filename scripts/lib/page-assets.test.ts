import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: plain ESM helper shared with the bench script, typed by JSDoc.
import { measurePage, referencedAssets } from './page-assets.mjs';

describe('referencedAssets', () => {
  it('collects scripts, script preloads and stylesheets, once each', () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/assets/css/styles.css">
      <link rel="preload" href="/assets/js/a.js" as="script">
      <link rel="preload" href="/assets/css/late.css" as="style">
      <link rel="prefetch" href="/assets/js/later.js">
      <link rel="icon" href="/img/favicon.svg">
      <script src="/assets/js/a.js" defer></script>
      <script src="/assets/js/main.js" defer></script>
      <script>inline()</script>
    </head></html>`;
    expect(referencedAssets(html)).toEqual({
      scripts: ['/assets/js/a.js', '/assets/js/main.js'],
      styles: ['/assets/css/styles.css', '/assets/css/late.css'],
    });
  });
});

describe('measurePage', () => {
  it('sums raw and gzip bytes of what a built page loads', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'));
    fs.mkdirSync(path.join(dir, 'page'));
    fs.mkdirSync(path.join(dir, 'js'));
    fs.writeFileSync(path.join(dir, 'js/one.js'), 'x'.repeat(1000));
    fs.writeFileSync(path.join(dir, 'page/index.html'), '<script src="/js/one.js"></script>');
    const sizes = measurePage(dir, '/page/');
    expect(sizes.js.count).toBe(1);
    expect(sizes.js.raw).toBe(1000);
    expect(sizes.js.gzip).toBeGreaterThan(10);
    expect(sizes.js.gzip).toBeLessThan(100);
    expect(sizes.css).toEqual({ count: 0, raw: 0, gzip: 0 });
  });

  it('refuses pages that load third-party assets', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'));
    fs.mkdirSync(path.join(dir, 'page'));
    fs.writeFileSync(path.join(dir, 'page/index.html'), '<link rel="stylesheet" href="https://fonts.example/x.css">');
    expect(() => measurePage(dir, '/page/')).toThrow('third-party asset: https://fonts.example/x.css');
  });
});
