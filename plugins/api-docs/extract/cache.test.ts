import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiSidebarItems } from '../sidebar';
import { cacheFileOf, getExtractorHash, loadPackageApi } from './cache';

jest.setTimeout(120_000);

const realNodeModules = path.resolve(__dirname, '../../../node_modules');

/** A site folder whose node_modules links the real packages, so the cache lands in a temp folder. */
function scratchSite(): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-docs-cache-'));
  fs.mkdirSync(path.join(siteDir, 'node_modules', '@mui'), { recursive: true });
  fs.symlinkSync(path.join(realNodeModules, '@mui', 'system'), path.join(siteDir, 'node_modules', '@mui', 'system'));
  fs.symlinkSync(path.join(realNodeModules, 'typescript'), path.join(siteDir, 'node_modules', 'typescript'));
  return siteDir;
}

describe('loadPackageApi', () => {
  let siteDir: string;
  beforeAll(() => {
    siteDir = scratchSite();
  });
  afterAll(() => {
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('extracts once, then reads the cache keyed by package and version', () => {
    const cold = loadPackageApi(siteDir, 'system', '@mui/system');
    expect(cold.fromCache).toBe(false);
    expect(cold.cacheFile).toBe(path.join(siteDir, 'node_modules/.cache/api-docs/@mui/system@6.1.6.json'));
    expect(cacheFileOf(siteDir, '@mui/system', '6.1.6')).toBe(cold.cacheFile);
    expect(fs.existsSync(cold.cacheFile)).toBe(true);
    expect(cold.api).toMatchObject({ packageName: '@mui/system', packageVersion: '6.1.6', area: 'system' });
    expect(cold.api.components.map((component) => component.name)).toContain('Box');

    const warm = loadPackageApi(siteDir, 'system', '@mui/system');
    expect(warm.fromCache).toBe(true);
    expect(warm.api).toEqual(cold.api);
    expect(warm.durationMs).toBeLessThan(cold.durationMs);
  });

  it('extracts again when the cache was written by another extractor', () => {
    const { cacheFile } = loadPackageApi(siteDir, 'system', '@mui/system');
    const stale = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
    fs.writeFileSync(cacheFile, JSON.stringify({ ...stale, extractorHash: 'older', components: [] }));
    const reloaded = loadPackageApi(siteDir, 'system', '@mui/system');
    expect(reloaded.fromCache).toBe(false);
    expect(reloaded.api.extractorHash).toBe(getExtractorHash(path.join(siteDir, 'node_modules')));
    expect(reloaded.api.components.length).toBe(6);
  });

  it('gives the sidebar a sorted list of links to the API pages', () => {
    expect(apiSidebarItems('system', siteDir)).toEqual([
      { type: 'link', label: 'Box', href: '/system/api/box/' },
      { type: 'link', label: 'Container', href: '/system/api/container/' },
      { type: 'link', label: 'GlobalStyles', href: '/system/api/global-styles/' },
      { type: 'link', label: 'Grid', href: '/system/api/grid/' },
      { type: 'link', label: 'InitColorSchemeScript', href: '/system/api/init-color-scheme-script/' },
      { type: 'link', label: 'Stack', href: '/system/api/stack/' },
    ]);
  });
});
