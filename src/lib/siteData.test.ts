import { buildProductEntries } from './siteData';
import { findAreaForPath, findProductArea, PRODUCT_AREAS } from './products';

const links = {
  versionsUrl: 'https://example.test/versions/',
  templateStoreUrl: 'https://example.test/store/',
  blogUrl: 'https://example.test/blog/',
  repositoryUrl: 'https://example.test/repo',
};

const installed = {
  'material-ui': '6.1.6',
  'joy-ui': '5.0.0-beta.46',
  system: '6.1.6',
  'base-ui': '5.0.0-beta.61',
  'x-data-grid': '7.29.13',
  'toolpad-core': '0.9.0',
} as const;

describe('buildProductEntries', () => {
  it('lists every product with its installed version marked current, then the versions page', () => {
    const entries = buildProductEntries(installed, links);
    expect(entries.map((entry) => entry.id)).toEqual(PRODUCT_AREAS.map((area) => area.id));
    const joy = entries.find((entry) => entry.id === 'joy-ui');
    expect(joy?.versions).toEqual([
      { text: 'v5.0.0-beta.46', href: '/joy-ui/getting-started/', current: true },
      { text: 'All versions', href: 'https://example.test/versions/', current: false },
    ]);
  });

  it('links the current version to its release notes where the area has a changelog page', () => {
    const material = buildProductEntries(installed, links).find((entry) => entry.id === 'material-ui');
    expect(material?.versions[0]).toEqual({
      text: 'v6.1.6',
      href: '/material-ui/discover-more/changelog/#v6-1-6',
      current: true,
    });
  });

  it('shows the installed Toolpad Core version and none for internal areas', () => {
    const entries = buildProductEntries(installed, links);
    expect(entries.find((entry) => entry.id === 'toolpad-core')?.versions).toEqual([
      { text: 'v0.9.0', href: '/toolpad/core/introduction/', current: true },
      { text: 'All versions', href: links.versionsUrl, current: false },
    ]);
    expect(entries.find((entry) => entry.id === 'docs-infra')?.versions).toEqual([]);
  });

  it('fails loudly when a documented package is not installed', () => {
    const { 'base-ui': _missing, ...rest } = installed;
    expect(() => buildProductEntries(rest, links)).toThrow('No installed version of @mui/base was found for Base UI.');
  });
});

describe('product table', () => {
  it('has unique ids, plugin ids and route bases', () => {
    for (const key of ['id', 'pluginId', 'routeBase'] as const) {
      expect(new Set(PRODUCT_AREAS.map((area) => area[key])).size).toBe(PRODUCT_AREAS.length);
    }
  });

  it('looks areas up by id and by path', () => {
    expect(findProductArea('system').routeBase).toBe('/system');
    expect(() => findProductArea('nope' as never)).toThrow('Unknown product id "nope"');
    expect(findAreaForPath('/system')?.id).toBe('system');
    expect(findAreaForPath('/systems/')).toBeUndefined();
  });
});
