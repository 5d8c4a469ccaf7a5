import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { PRODUCT_AREAS } from '../../src/lib/products';
import siteDataPlugin, { collectNavTrees } from './index';

type Doc = { id: string; permalink: string; title: string; frontMatter: Record<string, unknown> };

function docsContent(sidebars: Record<string, unknown[]>, docs: Doc[]) {
  return { loadedVersions: [{ docs, sidebars }] };
}

function allContentWith(overrides: Record<string, unknown>) {
  const instances: Record<string, unknown> = {};
  for (const area of PRODUCT_AREAS) {
    instances[area.pluginId] = overrides[area.pluginId] ?? docsContent({}, []);
  }
  return { 'docusaurus-plugin-content-docs': instances };
}

const materialDocs: Doc[] = [
  { id: 'getting-started/overview', permalink: '/material-ui/getting-started/', title: 'Overview', frontMatter: {} },
  {
    id: 'getting-started/installation',
    permalink: '/material-ui/getting-started/installation/',
    title: 'Installation',
    frontMatter: { sidebar_label: 'Install', sidebar_custom_props: { newFeature: true } },
  },
];

describe('collectNavTrees', () => {
  it('resolves doc ids to paths and merges front matter flags', () => {
    const content = allContentWith({
      'material-ui': docsContent(
        {
          materialUi: [
            {
              type: 'category',
              label: 'Getting started',
              items: [
                { type: 'doc', id: 'getting-started/overview' },
                { type: 'doc', id: 'getting-started/installation' },
              ],
            },
          ],
        },
        materialDocs,
      ),
    });
    const tree = collectNavTrees(content).find((entry) => entry.name.includes('materialUi'));
    expect(tree?.pages[0].children).toEqual([
      { pathname: '/material-ui/getting-started/', title: 'Overview' },
      { pathname: '/material-ui/getting-started/installation/', title: 'Install', newFeature: true },
    ]);
  });

  it('fails when an area has no docs plugin instance', () => {
    expect(() => collectNavTrees({ 'docusaurus-plugin-content-docs': {} })).toThrow(
      'No docs plugin instance "material-ui" is configured for Material UI.',
    );
  });
});

describe('siteDataPlugin', () => {
  const context = { siteDir: path.resolve(__dirname, '../..') } as LoadContext;
  const links = { versionsUrl: 'v', templateStoreUrl: 's', blogUrl: 'b', repositoryUrl: 'r' };

  it('reads the versions of the installed libraries', async () => {
    const plugin = siteDataPlugin(context, { links });
    const data = await plugin.loadContent!();
    const versions = Object.fromEntries(data.products.map((product) => [product.id, product.version]));
    expect(versions).toMatchObject({
      'material-ui': '6.1.6',
      'joy-ui': '5.0.0-beta.46',
      system: '6.1.6',
      'base-ui': '5.0.0-beta.61',
    });
  });

  it('fails the build on a duplicate sidebar path, naming both places', async () => {
    const plugin = siteDataPlugin(context, { links });
    const content = allContentWith({
      'material-ui': docsContent(
        {
          materialUi: [
            { type: 'doc', id: 'getting-started/overview' },
            {
              type: 'category',
              label: 'Guides',
              items: [{ type: 'link', label: 'Again', href: '/material-ui/getting-started/' }],
            },
          ],
        },
        materialDocs,
      ),
    });
    const setGlobalData = jest.fn();
    await expect(
      plugin.allContentLoaded!({
        allContent: content,
        actions: { setGlobalData, addRoute: jest.fn(), createData: jest.fn() },
      }),
    ).rejects.toThrow(
      'Duplicate navigation path "/material-ui/getting-started/": it appears at "sidebar "materialUi" of Material UI › Overview" and at "sidebar "materialUi" of Material UI › Guides › Again".',
    );
    expect(setGlobalData).not.toHaveBeenCalled();
  });

  it('publishes its content as global data when the sidebars are valid', async () => {
    const plugin = siteDataPlugin(context, { links });
    const data = { products: [], links };
    const setGlobalData = jest.fn();
    await plugin.allContentLoaded!({
      allContent: { ...allContentWith({}), 'site-data': { default: data } },
      actions: { setGlobalData, addRoute: jest.fn(), createData: jest.fn() },
    });
    expect(setGlobalData).toHaveBeenCalledWith(data);
  });
});
