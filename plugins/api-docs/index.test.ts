import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { ComponentApi, PackageApi } from '../../src/lib/apiDocs/types';
import apiDocsPlugin, { API_DOCS_PLUGIN, API_PAGE_COMPONENT, apiRoutesOf } from './index';

function componentApi(name: string, slug: string, overrides: Partial<ComponentApi> = {}): ComponentApi {
  return {
    name,
    slug,
    area: 'material-ui',
    packageName: '@mui/material',
    packageVersion: '6.1.6',
    sourceFile: `${name}/${name}.d.ts`,
    imports: { path: `import ${name} from '@mui/material/${name}';` },
    typeParameters: [],
    description: '',
    props: [],
    ref: { forwarded: true },
    spreadsNativeProps: false,
    systemProps: false,
    inheritance: [],
    slots: [],
    classes: [],
    demos: [],
    ...overrides,
  };
}

function packageApi(area: PackageApi['area'], packageName: string, components: ComponentApi[]): PackageApi {
  return {
    packageName,
    packageVersion: '1.0.0',
    area,
    extractorHash: 'x',
    durationMs: 0,
    components,
    skipped: [],
    errors: [],
  };
}

const context = { siteDir: path.resolve(__dirname, '../..'), baseUrl: '/' } as LoadContext;

describe('apiDocsPlugin', () => {
  it('rejects unknown areas', () => {
    expect(() => apiDocsPlugin(context, { areas: ['x-data-grid' as never] })).toThrow(
      '[api-docs] "x-data-grid" is not an area with a component library.',
    );
  });

  const content = {
    packages: [
      packageApi('material-ui', '@mui/material', [
        componentApi('Button', 'button', {
          inheritance: [{ component: 'ButtonBase', area: 'material-ui', props: ['disableRipple'] }],
        }),
        componentApi('ButtonBase', 'button-base'),
      ]),
      packageApi('base-ui', '@mui/base', [componentApi('Menu', 'menu', { area: 'base-ui', packageName: '@mui/base' })]),
    ],
  };

  /** What the docs plugin instance of Material UI loaded: its sidebar lists the API pages. */
  const materialDocs = {
    loadedVersions: [
      {
        docs: [
          {
            id: 'intro',
            title: 'Intro',
            permalink: '/material-ui/intro/',
            source: '@site/docs/material-ui/getting-started/overview.mdx',
            frontMatter: {},
            unlisted: false,
          },
          // A real page: its demos import Button, so Button's API page lists it.
          {
            id: 'components/button/button',
            title: 'Button',
            permalink: '/material-ui/react-button/',
            source: '@site/docs/material-ui/components/button/button.mdx',
            frontMatter: {},
            unlisted: false,
          },
        ],
        sidebars: {
          materialUi: [
            { type: 'doc', id: 'intro' },
            {
              type: 'category',
              label: 'API',
              collapsed: true,
              collapsible: true,
              items: [
                { type: 'link', label: 'Button', href: '/material-ui/api/button/' },
                { type: 'link', label: 'ButtonBase', href: '/material-ui/api/button-base/' },
              ],
            },
          ],
        },
      },
    ],
  };

  async function runPlugin(allContent: Record<string, Record<string, unknown>>) {
    const addRoute = jest.fn();
    const createData = jest.fn(async (name: string, _data: string) => `@generated/api-docs/${name}`);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const plugin = apiDocsPlugin(context, {});
    let warnings: unknown[][] = [];
    try {
      await plugin.allContentLoaded!({
        allContent: { ...allContent, [API_DOCS_PLUGIN]: { default: content } },
        actions: { addRoute, createData, setGlobalData: jest.fn() },
      } as never);
      warnings = [...warn.mock.calls];
    } finally {
      warn.mockRestore();
    }
    const dataOf = (name: string) => JSON.parse(createData.mock.calls.find(([file]) => file === name)![1]);
    return { routes: addRoute.mock.calls.map(([route]) => route), createData, dataOf, warnings };
  }

  it('adds one exact route per component once all content is loaded, with its data batch and its area sidebar as modules', async () => {
    const { routes, createData, dataOf } = await runPlugin({
      'docusaurus-plugin-content-docs': { 'material-ui': materialDocs },
    });

    const sidebarModule = '@generated/api-docs/sidebar-material-ui-materialUi.json';
    expect(routes).toEqual([
      {
        path: '/material-ui/api/button/',
        exact: true,
        component: API_PAGE_COMPONENT,
        modules: { data: '@generated/api-docs/material-ui-1.json', sidebar: sidebarModule },
      },
      {
        path: '/material-ui/api/button-base/',
        exact: true,
        component: API_PAGE_COMPONENT,
        modules: { data: '@generated/api-docs/material-ui-1.json', sidebar: sidebarModule },
      },
      // Base UI has no docs instance here: the page renders without a sidebar.
      {
        path: '/base-ui/api/menu/',
        exact: true,
        component: API_PAGE_COMPONENT,
        modules: { data: '@generated/api-docs/base-ui-1.json' },
      },
    ]);
    // One sidebar module per area sidebar, not one per page.
    expect(createData.mock.calls.filter(([file]) => file.startsWith('sidebar-'))).toHaveLength(1);
    expect(dataOf('sidebar-material-ui-materialUi.json')).toEqual({
      pluginId: 'material-ui',
      name: 'materialUi',
      items: [
        { type: 'link', href: '/material-ui/intro/', label: 'Intro', docId: 'intro', unlisted: false },
        {
          type: 'category',
          label: 'API',
          collapsed: true,
          collapsible: true,
          items: [
            { type: 'link', label: 'Button', href: '/material-ui/api/button/' },
            { type: 'link', label: 'ButtonBase', href: '/material-ui/api/button-base/' },
          ],
        },
      ],
    });
    // Small pages share one data batch, keyed by route path.
    const batch = dataOf('material-ui-1.json');
    expect(Object.keys(batch)).toEqual(['/material-ui/api/button/', '/material-ui/api/button-base/']);
    const buttonData = batch['/material-ui/api/button/'];
    expect(buttonData).toMatchObject({
      name: 'Button',
      areaName: 'Material UI',
      permalink: '/material-ui/api/button/',
    });
    expect(buttonData.inheritance).toEqual([
      { component: 'ButtonBase', path: '/material-ui/api/button-base/', props: ['disableRipple'] },
    ]);
    // Derived from the demos' imports (plugins/demo-usage), not typed.
    expect(buttonData.demos).toEqual([{ title: 'Button', path: '/material-ui/react-button/' }]);
    expect(batch['/material-ui/api/button-base/'].demos).toEqual([]);
  });

  it('warns about the pages no sidebar lists', async () => {
    const { warnings } = await runPlugin({ 'docusaurus-plugin-content-docs': { 'material-ui': materialDocs } });
    expect(warnings).toEqual([
      ['[api-docs] 1 base-ui API pages render without a docs sidebar: there is no docs plugin "base-ui".'],
    ]);
    const unlisted = { loadedVersions: [{ docs: [], sidebars: { baseUi: [] } }] };
    const second = await runPlugin({
      'docusaurus-plugin-content-docs': { 'material-ui': materialDocs, 'base-ui': unlisted },
    });
    expect(second.warnings).toEqual([
      [
        '[api-docs] 1 base-ui API pages render without a docs sidebar: no sidebar of the docs plugin "base-ui" lists them.',
      ],
    ]);
  });

  it('fails when two components would get the same URL', () => {
    const packages = [
      packageApi('material-ui', '@mui/material', [
        componentApi('GridTwo', 'grid-two'),
        componentApi('Grid_Two', 'grid-two'),
      ]),
    ];
    expect(() => apiRoutesOf(packages)).toThrow('would share /material-ui/api/grid-two/');
  });
});
