import type { RouteConfig } from '@docusaurus/types';
import { withoutDocDescriptions } from '.';

const versionRoute = (): RouteConfig => ({
  path: '/material-ui/',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/material-ui/',
      component: '@theme/DocVersionRoot',
      props: {
        version: {
          pluginId: 'material-ui',
          docsSidebars: { materialUi: [{ type: 'link', label: 'Button', href: '/material-ui/react-button/' }] },
          docs: {
            'components/button/button': {
              id: 'components/button/button',
              title: 'Button',
              description: 'Buttons let people take actions.',
              sidebar: 'materialUi',
            },
          },
        },
      },
      routes: [{ path: '/material-ui/react-button/', component: '@theme/DocItem', exact: true }],
    },
  ],
});

describe('withoutDocDescriptions', () => {
  it('drops each doc description from the version metadata and keeps everything else', () => {
    const route = withoutDocDescriptions(versionRoute());
    const version = route.routes?.[0].props?.version as { docs: Record<string, object>; docsSidebars: object };
    expect(version.docs['components/button/button']).toEqual({
      id: 'components/button/button',
      title: 'Button',
      sidebar: 'materialUi',
    });
    const original = versionRoute().routes?.[0].props?.version as { docsSidebars: object };
    expect(version.docsSidebars).toEqual(original.docsSidebars);
    expect(route.routes?.[0].routes).toEqual(versionRoute().routes?.[0].routes);
  });

  it('leaves routes without version metadata as they are', () => {
    const route: RouteConfig = { path: '/x/', component: '@theme/DocItem', props: { title: 'X' } };
    expect(withoutDocDescriptions(route)).toEqual(route);
  });

  it('does not change the route it was given', () => {
    const original = versionRoute();
    withoutDocDescriptions(original);
    expect(original).toEqual(versionRoute());
  });
});
