import type { LoadContext } from '@docusaurus/types';
import type { ComponentApi, PackageApi } from '../../src/lib/apiDocs/types';
import apiDocsPlugin, { API_PAGE_COMPONENT, apiRoutesOf } from './index';

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
  return { packageName, packageVersion: '1.0.0', area, extractorHash: 'x', durationMs: 0, components, skipped: [], errors: [] };
}

const context = { siteDir: '/site', baseUrl: '/' } as LoadContext;

describe('apiDocsPlugin', () => {
  it('rejects unknown areas', () => {
    expect(() => apiDocsPlugin(context, { areas: ['x-data-grid' as never] })).toThrow(
      'api-docs: "x-data-grid" is not an area with a component library.',
    );
  });

  it('adds one exact route per component with its data as a module', async () => {
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
    const addRoute = jest.fn();
    const createData = jest.fn(async (name: string, _data: string) => `@generated/api-docs/${name}`);
    const plugin = apiDocsPlugin(context, {});
    await plugin.contentLoaded!({ content, actions: { addRoute, createData, setGlobalData: jest.fn() }, allContent: {} } as never);

    expect(addRoute.mock.calls.map(([route]) => route)).toEqual([
      { path: '/material-ui/api/button/', exact: true, component: API_PAGE_COMPONENT, modules: { data: '@generated/api-docs/material-ui-button.json' } },
      {
        path: '/material-ui/api/button-base/',
        exact: true,
        component: API_PAGE_COMPONENT,
        modules: { data: '@generated/api-docs/material-ui-button-base.json' },
      },
      { path: '/base-ui/api/menu/', exact: true, component: API_PAGE_COMPONENT, modules: { data: '@generated/api-docs/base-ui-menu.json' } },
    ]);
    const buttonData = JSON.parse(createData.mock.calls[0][1]);
    expect(buttonData).toMatchObject({ name: 'Button', areaName: 'Material UI', permalink: '/material-ui/api/button/' });
    expect(buttonData.inheritance).toEqual([{ component: 'ButtonBase', path: '/material-ui/api/button-base/', props: ['disableRipple'] }]);
  });

  it('fails when two components would get the same URL', () => {
    const packages = [packageApi('material-ui', '@mui/material', [componentApi('GridTwo', 'grid-two'), componentApi('Grid_Two', 'grid-two')])];
    expect(() => apiRoutesOf(packages)).toThrow('would share /material-ui/api/grid-two/');
  });
});
