import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INDEX_DIR, INDEX_FILE, parseManifest } from '../../src/lib/search/format';
import searchPlugin, { makeInWorker, writeSearchIndex } from './index';
import { collectPages, urlPathOfFile } from './pages';

const doc = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title} | MUI Docs</title></head><body><nav class=navbar>Nav</nav><main><article><h1>${title}</h1><p>${body}</p><h2 id=usage>Usage</h2><p>How to use ${title}.</p></article></main></body></html>`;
const redirect = (to: string) =>
  `<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=${to}"></head></html>`;

function site(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-plugin-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  write(
    'index.html',
    '<html><head><title>MUI Docs</title></head><body><main><h1>Home</h1><p>Welcome.</p></main></body></html>',
  );
  write('joy-ui/react-slider/index.html', doc('Slider', 'The Joy UI slider.'));
  write('material-ui/api/slider/index.html', doc('Slider API', 'Props of the Material UI slider.'));
  write(
    'material-ui/getting-started/templates/blog/index.html',
    '<html><head><title>Blog template · Material UI</title></head><body><main><h1>Latest posts</h1></main></body></html>',
  );
  write('joy-ui/index.html', redirect('/joy-ui/getting-started/'));
  write('zh/joy-ui/react-slider/index.html', doc('Slider', 'Copy under zh.'));
  write('404.html', doc('Page not found', 'Nothing here.'));
  write('zh/404.html/index.html', doc('Page not found', 'Nothing here.'));
  write('assets/widget.html', '<html><body><div>No main</div></body></html>');
  write(`${INDEX_DIR}/stale.html`, doc('Stale', 'Old index output.'));
  return dir;
}

describe('search plugin', () => {
  it('maps files to URL paths', () => {
    expect(urlPathOfFile('/out', '/out/index.html')).toBe('/');
    expect(urlPathOfFile('/out', '/out/joy-ui/react-slider/index.html')).toBe('/joy-ui/react-slider/');
    expect(urlPathOfFile('/out', '/out/404.html')).toBe('/404.html');
  });

  it('indexes content pages only: no redirects, /zh/ copies, 404 pages or pages without <main>', async () => {
    const dir = site();
    const pages = collectPages(dir, { skipDir: path.join(dir, INDEX_DIR) });
    expect(pages.map((page) => [page.path, page.title, page.product])).toEqual([
      ['/', 'MUI Docs', null],
      ['/joy-ui/react-slider/', 'Slider', 'joy-ui'],
      ['/material-ui/api/slider/', 'Slider API', 'material-ui'],
      ['/material-ui/getting-started/templates/blog/', 'Blog template', 'material-ui'],
    ]);
    expect(pages[1].sections.map((section) => section.anchor)).toEqual(['', 'usage']);
  });

  it('honours ignore patterns and the base URL', async () => {
    const dir = site();
    const pages = collectPages(dir, {
      baseUrl: '/docs/',
      ignorePaths: ['^/material-ui/'],
      skipDir: path.join(dir, INDEX_DIR),
    });
    expect(pages.map((page) => page.path)).toEqual(['/docs/', '/docs/joy-ui/react-slider/']);
    expect(pages[1].product).toBe('joy-ui');
  });

  it('writes the index under the output directory in postBuild, replacing old output', async () => {
    const dir = site();
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-site-'));
    const plugin = searchPlugin({ siteConfig: { baseUrl: '/' }, siteDir } as never);
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    await plugin.postBuild?.({ outDir: dir } as never);
    log.mockRestore();
    const manifest = parseManifest(JSON.parse(fs.readFileSync(path.join(dir, INDEX_DIR, INDEX_FILE), 'utf8')));
    expect(manifest.pages).toHaveLength(4);
    expect(fs.existsSync(path.join(dir, INDEX_DIR, 'stale.html'))).toBe(false);
    for (const [, file] of manifest.shards) expect(fs.existsSync(path.join(dir, INDEX_DIR, file))).toBe(true);
    for (const row of manifest.pages)
      expect(fs.existsSync(path.join(dir, INDEX_DIR, 'pages', `${row[3]}.json`))).toBe(true);
    // The plugin keeps its last index in the site's node_modules/.cache.
    expect(fs.readdirSync(path.join(siteDir, 'node_modules', '.cache', 'search-index'))).toHaveLength(1);
    fs.rmSync(siteDir, { recursive: true, force: true });
    const stats = await writeSearchIndex(dir);
    expect(stats.pages).toBe(4);
  });

  it('writes the last index again when no page changed, and makes a new one when one did', async () => {
    const dir = site();
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-cache-'));
    const indexFiles = () =>
      fs
        .readdirSync(path.join(dir, INDEX_DIR), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const file = path.join(entry.parentPath, entry.name);
          return [path.relative(dir, file), fs.readFileSync(file, 'utf8')];
        })
        .sort();

    const first = await writeSearchIndex(dir, { cacheDir });
    const written = indexFiles();
    expect(first.fromCache).toBe(false);

    fs.rmSync(path.join(dir, INDEX_DIR), { recursive: true });
    const again = await writeSearchIndex(dir, { cacheDir });
    expect(again).toEqual({ ...first, fromCache: true });
    expect(indexFiles()).toEqual(written);

    fs.writeFileSync(path.join(dir, 'joy-ui/react-slider/index.html'), doc('Slider', 'Now with marks.'));
    const changed = await writeSearchIndex(dir, { cacheDir });
    expect(changed.fromCache).toBe(false);
    expect(JSON.stringify(indexFiles())).toContain('marks');
    expect(fs.readdirSync(cacheDir)).toHaveLength(1);
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('fails naming the problem when the worker that makes the index fails', async () => {
    const missing = path.join(os.tmpdir(), 'search-plugin-no-such-build');
    await expect(makeInWorker(missing, {})).rejects.toThrow(
      /^The search index could not be made: ENOENT: no such file or directory, scandir '.*search-plugin-no-such-build'$/,
    );
  });
});
