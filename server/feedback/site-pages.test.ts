import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANY_PAGE, loadSitePages, pageKey, parseSitemapPaths, sitePagesFrom } from './site-pages';
import { SITEMAP_FIXTURE } from './test-helpers';

describe('site pages', () => {
  it('reads the pathnames of a sitemap in the form the widget sends', () => {
    const xml = `<?xml version="1.0"?><urlset>
      <url><loc>https://mui-docs.example/</loc></url>
      <url><loc> https://mui-docs.example/material-ui/react-button/ </loc><priority>0.5</priority></url>
      <url><loc>https://mui-docs.example/zh/joy-ui/getting-started/</loc></url>
      <url><loc>https://mui-docs.example/search/?q=a&amp;b=1</loc></url>
      <url><loc>not a url</loc></url>
    </urlset>`;
    expect(parseSitemapPaths(xml)).toEqual(['/', '/material-ui/react-button/', '/joy-ui/getting-started/', '/search/']);
  });

  it('ignores trailing slashes and language prefixes and answers in the sitemap spelling', () => {
    expect(pageKey('/a/b/')).toBe('/a/b');
    expect(pageKey('/zh/a/b')).toBe('/a/b');
    expect(pageKey('/')).toBe('/');
    const pages = sitePagesFrom(['/', '/material-ui/react-button/'], 'test');
    expect(pages.resolve('/material-ui/react-button')).toBe('/material-ui/react-button/');
    expect(pages.resolve('/material-ui/react-button/')).toBe('/material-ui/react-button/');
    expect(pages.resolve('/zh/material-ui/react-button/')).toBe('/material-ui/react-button/');
    expect(pages.resolve('/')).toBe('/');
    expect(pages.resolve('/material-ui/react-button/../../etc/passwd')).toBeNull();
    expect(pages.resolve('/material-ui/')).toBeNull();
    expect(pages.resolve('/Material-UI/react-button/')).toBeNull();
  });

  it('loads the fixture', () => {
    const pages = loadSitePages(SITEMAP_FIXTURE, true);
    expect({ source: pages.source, size: pages.size }).toEqual({ source: SITEMAP_FIXTURE, size: 4 });
    expect(pages.resolve('/joy-ui/getting-started/usage/')).toBe('/joy-ui/getting-started/usage/');
  });

  describe('without a sitemap', () => {
    let dir: string;
    beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-sitemap-'))));
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('accepts every page when the default file is missing (development)', () => {
      const pages = loadSitePages(path.join(dir, 'sitemap.xml'), false);
      expect(pages).toBe(ANY_PAGE);
      expect(pages.resolve('/anything/')).toBe('/anything/');
    });

    it('accepts every page without reading a file when the check is off (null)', () => {
      fs.writeFileSync(path.join(dir, 'sitemap.xml'), '<urlset><url><loc>https://x.test/a/</loc></url></urlset>');
      expect(loadSitePages(null, false)).toBe(ANY_PAGE);
    });

    it('refuses to start when a configured file is missing or lists no page', () => {
      const missing = path.join(dir, 'sitemap.xml');
      expect(() => loadSitePages(missing, true)).toThrow(`FEEDBACK_SITEMAP names ${missing}, which does not exist`);
      fs.writeFileSync(missing, '<urlset></urlset>');
      expect(() => loadSitePages(missing, false)).toThrow('lists no pages');
    });
  });
});
