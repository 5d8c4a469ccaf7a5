import type { LoadedVersion, PropSidebars } from '@docusaurus/plugin-content-docs';
import { DOCS_PLUGIN_NAME, docsSidebarsProp, sidebarHrefs, sidebarNamesByPath } from './areaSidebar';

type Doc = LoadedVersion['docs'][number];

function doc(id: string, permalink: string, frontMatter: Record<string, unknown> = {}, unlisted = false): Doc {
  return { id, title: `Title of ${id}`, permalink, frontMatter, unlisted } as unknown as Doc;
}

/** The docs plugin's loaded content as `allContent` holds it, for one instance. */
function docsContent(pluginId: string, version: Pick<LoadedVersion, 'docs' | 'sidebars'>) {
  return { [DOCS_PLUGIN_NAME]: { [pluginId]: { loadedVersions: [version] } } };
}

const loadedVersion = {
  docs: [
    doc('getting-started/overview', '/material-ui/getting-started/overview/', { sidebar_label: 'Overview' }),
    doc('getting-started/installation', '/material-ui/getting-started/installation/', {
      sidebar_custom_props: { newFeature: true },
      sidebar_class_name: 'install',
    }),
    doc('customization/index', '/material-ui/customization/', {}, true),
  ],
  sidebars: {
    materialUi: [
      {
        type: 'category',
        label: 'Getting started',
        collapsed: false,
        collapsible: false,
        items: [
          { type: 'doc', id: 'getting-started/overview' },
          { type: 'doc', id: 'getting-started/installation', label: 'Install' },
        ],
      },
      {
        type: 'category',
        label: 'Customization',
        collapsed: true,
        collapsible: true,
        link: { type: 'doc', id: 'customization/index' },
        items: [{ type: 'link', label: 'External', href: 'https://example.com/' }],
      },
      {
        type: 'category',
        label: 'API',
        collapsed: true,
        collapsible: true,
        items: [
          { type: 'link', label: 'Button', href: '/material-ui/api/button/', customProps: { beta: true } },
          { type: 'link', label: 'Card', href: '/material-ui/api/card' },
        ],
      },
    ],
    other: [{ type: 'link', label: 'Chip', href: '/material-ui/api/chip/' }],
  },
} as unknown as Pick<LoadedVersion, 'docs' | 'sidebars'>;

describe('docsSidebarsProp', () => {
  it("converts the instance's first loaded version with the docs plugin's own converter", () => {
    const sidebars = docsSidebarsProp(docsContent('material-ui', loadedVersion), 'material-ui')!;
    expect(Object.keys(sidebars)).toEqual(['materialUi', 'other']);
    const [gettingStarted, customization, api] = sidebars.materialUi;
    expect(gettingStarted).toEqual({
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      collapsible: false,
      items: [
        {
          type: 'link',
          href: '/material-ui/getting-started/overview/',
          label: 'Overview',
          className: undefined,
          customProps: undefined,
          docId: 'getting-started/overview',
          unlisted: false,
        },
        {
          type: 'link',
          href: '/material-ui/getting-started/installation/',
          // The sidebars file's label wins over the title; front matter wins over both.
          label: 'Install',
          className: 'install',
          customProps: { newFeature: true },
          docId: 'getting-started/installation',
          unlisted: false,
        },
      ],
    });
    // A category's doc link becomes its href.
    expect(customization).toMatchObject({
      type: 'category',
      label: 'Customization',
      href: '/material-ui/customization/',
      linkUnlisted: true,
    });
    expect(customization).not.toHaveProperty('link');
    // Plain links (the API pages) are kept as they are, customProps included.
    expect(api).toMatchObject({
      label: 'API',
      collapsed: true,
      collapsible: true,
      items: [
        { type: 'link', label: 'Button', href: '/material-ui/api/button/', customProps: { beta: true } },
        { label: 'Card' },
      ],
    });
  });

  it('gives undefined when the docs instance does not exist', () => {
    expect(docsSidebarsProp(docsContent('material-ui', loadedVersion), 'joy-ui')).toBeUndefined();
    expect(docsSidebarsProp({}, 'joy-ui')).toBeUndefined();
  });

  it('fails clearly on a sidebar that names a missing doc', () => {
    const broken = { docs: [], sidebars: { s: [{ type: 'doc', id: 'nope' }] } } as unknown as LoadedVersion;
    expect(() => docsSidebarsProp(docsContent('x', broken), 'x')).toThrow(
      'The document with id "nope" was used in the sidebar',
    );
  });
});

describe('sidebarHrefs', () => {
  it('collects links and category pages at any depth, without trailing slashes', () => {
    const sidebars = docsSidebarsProp(docsContent('material-ui', loadedVersion), 'material-ui')!;
    expect([...sidebarHrefs(sidebars.materialUi)].sort()).toEqual([
      '/material-ui/api/button',
      '/material-ui/api/card',
      '/material-ui/customization',
      '/material-ui/getting-started/installation',
      '/material-ui/getting-started/overview',
      'https://example.com',
    ]);
  });

  it('ignores html items', () => {
    expect(sidebarHrefs([{ type: 'html', value: '<hr>' }])).toEqual(new Set());
  });
});

describe('sidebarNamesByPath', () => {
  const sidebars: PropSidebars = {
    first: [
      {
        type: 'category',
        label: 'API',
        collapsed: true,
        collapsible: true,
        items: [{ type: 'link', label: 'Button', href: '/docs/api/button' }],
      },
    ],
    second: [
      { type: 'link', label: 'Button', href: '/docs/api/button/' },
      { type: 'link', label: 'Chip', href: '/base/docs/api/chip/' },
    ],
  };

  it('maps each path to the first sidebar listing it, whatever the trailing slash', () => {
    const names = sidebarNamesByPath(sidebars, ['/docs/api/button/', '/docs/api/chip/', '/docs/api/card/']);
    expect([...names]).toEqual([['/docs/api/button/', 'first']]);
  });

  it('accepts other hrefs for a page, such as with the base URL', () => {
    const names = sidebarNamesByPath(sidebars, ['/docs/api/chip/'], (path) => [path, `/base${path}`]);
    expect([...names]).toEqual([['/docs/api/chip/', 'second']]);
  });
});
