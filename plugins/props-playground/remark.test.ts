import type { ApiProp, ComponentApi, PackageApi } from '../../src/lib/apiDocs/types';
import { PLAYGROUND_COMPONENT_MODULE, dataExpression, transformPlaygrounds } from './remark';
import { demoChunkName } from '../demos/compile';

type Tree = Parameters<typeof transformPlaygrounds>[0];

const SITE = '/site';
const MATERIAL_PAGE = { path: '/site/docs/material-ui/components/badge/badge.mdx' };
const JOY_PAGE = { path: '/site/docs/joy-ui/components/button/button.mdx' };

const prop = (name: string, type: string, extra: Partial<ApiProp> = {}): ApiProp => ({
  name,
  type,
  required: false,
  description: '',
  ...extra,
});

function component(packageName: string, name: string, props: ApiProp[]): ComponentApi {
  return {
    name,
    slug: name.toLowerCase(),
    area: packageName === '@mui/joy' ? 'joy-ui' : 'material-ui',
    packageName,
    packageVersion: '1.0.0',
    sourceFile: `${name}/${name}.d.ts`,
    imports: { path: `import ${name} from '${packageName}/${name}';` },
    typeParameters: [],
    description: '',
    props,
    ref: { forwarded: true },
    spreadsNativeProps: true,
    systemProps: false,
    inheritance: [],
    slots: [],
    classes: [],
    demos: [],
  };
}

const APIS: Record<string, ComponentApi[]> = {
  '@mui/material': [
    component('@mui/material', 'Badge', [
      prop('badgeContent', 'React.ReactNode'),
      prop('color', "'primary' | 'default'", { default: "'default'" }),
      prop('invisible', 'boolean', { default: 'false' }),
      prop('variant', "'standard' | 'dot'", { default: "'standard'" }),
    ]),
    component('@mui/material', 'Divider', [prop('sx', 'SxProps<Theme>')]),
  ],
  '@mui/joy': [component('@mui/joy', 'Button', [prop('variant', "'solid' | 'soft'", { default: "'solid'" })])],
};

const loadApi = (area: string, packageName: string): PackageApi => ({
  packageName,
  packageVersion: '1.0.0',
  area: area as PackageApi['area'],
  extractorHash: 'test',
  durationMs: 0,
  components: APIS[packageName],
  skipped: [],
  errors: [],
});

const playground = (attributes: Record<string, unknown>) => ({
  type: 'mdxJsxFlowElement',
  name: 'PropsPlayground',
  attributes: Object.entries(attributes).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
  children: [],
  position: { start: { line: 12, column: 1 } },
});

function transformed(element: Tree, file = MATERIAL_PAGE): Tree {
  const tree: Tree = { type: 'root', children: [element] };
  transformPlaygrounds(tree, file, { siteDir: SITE, loadApi });
  return tree;
}

function attributesOf(tree: Tree): Record<string, unknown> {
  const element = tree.children!.find((node) => node.type === 'mdxJsxFlowElement')!;
  return Object.fromEntries(
    element.attributes!.map((attribute) => [
      attribute.name,
      typeof attribute.value === 'string' ? attribute.value : (attribute.value as { value: string }).value,
    ]),
  );
}

describe('transformPlaygrounds', () => {
  it('imports the playground once and hands it the controls derived from the API data', () => {
    const tree = transformed(playground({ component: 'Badge' }));
    expect(tree.children![0]).toMatchObject({
      type: 'mdxjsEsm',
      value: `import PropsPlayground from "${PLAYGROUND_COMPONENT_MODULE}";`,
    });
    const attributes = attributesOf(tree);
    expect(Object.keys(attributes)).toEqual([
      'component',
      'controls',
      'preset',
      'highlighted',
      'load',
      'loadTheme',
      'loadIcon',
    ]);
    expect(attributes.component).toBe('Badge');
    expect(JSON.parse(attributes.controls as string)).toEqual([
      { kind: 'select', name: 'color', options: ['primary', 'default'], defaultValue: 'default' },
      { kind: 'select', name: 'variant', options: ['standard', 'dot'], defaultValue: 'standard' },
      { kind: 'switch', name: 'invisible', defaultValue: false },
    ]);
    expect(JSON.parse(attributes.preset as string)).toMatchObject({ childIcon: 'MailOutline' });
  });

  it('loads the component, the demo theme and the icon lazily, in the page’s live demos chunk', () => {
    const attributes = attributesOf(transformed(playground({ component: 'Badge' })));
    const chunk = JSON.stringify(demoChunkName(SITE, MATERIAL_PAGE.path, 'demo-live'));
    expect(attributes.load).toBe(`() => import(/* webpackChunkName: ${chunk} */ "@mui/material/Badge")`);
    expect(attributes.loadTheme).toBe(
      `() => import(/* webpackChunkName: ${chunk} */ "@site/src/components/DemoTheme")`,
    );
    expect(attributes.loadIcon).toBe(
      `() => import(/* webpackChunkName: ${chunk} */ "@mui/icons-material/MailOutline")`,
    );
  });

  it('gives the estree the MDX compiler prints, chunk name included', () => {
    const tree = transformed(playground({ component: 'Badge' }));
    const element = tree.children![1];
    const load = element.attributes!.find((attribute) => attribute.name === 'load')!;
    expect((load.value as { data: { estree: unknown } }).data.estree).toMatchObject({
      type: 'Program',
      body: [
        {
          type: 'ExpressionStatement',
          expression: {
            type: 'ArrowFunctionExpression',
            params: [],
            body: {
              type: 'ImportExpression',
              source: {
                type: 'Literal',
                value: '@mui/material/Badge',
                raw: expect.stringMatching(
                  /^\/\* webpackChunkName: "demo-live-system-[0-9a-f]{8}" \*\/ "@mui\/material\/Badge"$/,
                ),
              },
            },
          },
        },
      ],
    });
  });

  it('highlights the starting code at build time', () => {
    const { highlighted } = attributesOf(transformed(playground({ component: 'Badge' })));
    const text = (JSON.parse(highlighted as string) as (string | string[])[][])
      .flat()
      .map((token) => (typeof token === 'string' ? token : token[1]))
      .join('');
    expect(text).toBe('<Badge badgeContent={4} color="primary"><MailOutlineIcon /></Badge>');
  });

  it('uses Joy UI’s library and demo theme on Joy UI pages', () => {
    const attributes = attributesOf(transformed(playground({ component: 'Button' }), JOY_PAGE));
    expect(attributes.load).toContain('"@mui/joy/Button"');
    expect(attributes.loadTheme).toContain('"@site/src/components/JoyDemoTheme"');
    expect(attributes).not.toHaveProperty('loadIcon');
  });

  it('keeps a page’s own import of the playground', () => {
    const own = { type: 'mdxjsEsm', value: "import PropsPlayground from './Mine';" };
    const tree: Tree = { type: 'root', children: [own, playground({ component: 'Badge' })] };
    transformPlaygrounds(tree, MATERIAL_PAGE, { siteDir: SITE, loadApi });
    expect(tree.children!.filter((node) => node.type === 'mdxjsEsm')).toEqual([own]);
  });

  it('leaves pages without a playground untouched', () => {
    const tree: Tree = { type: 'root', children: [{ type: 'paragraph', children: [] }] };
    transformPlaygrounds(tree, MATERIAL_PAGE, { siteDir: SITE, loadApi });
    expect(tree.children).toHaveLength(1);
  });

  it('fails naming the file and the component', () => {
    expect(() => transformed(playground({ component: 'Buton' }))).toThrow(
      'badge.mdx:12:1: <PropsPlayground component="Buton" />: @mui/material has no component "Buton"',
    );
    expect(() => transformed(playground({}))).toThrow('badge.mdx:12:1: <PropsPlayground> needs component="…"');
    expect(() => transformed(playground({ component: 'Divider' }))).toThrow("none of Divider's props takes a control");
    expect(() => transformed(playground({ component: 'Badge', label: 'Mail' }))).toThrow('takes no other attribute');
    expect(() =>
      transformed(playground({ component: 'Box' }), { path: '/site/docs/system/components/box/box.mdx' }),
    ).toThrow('box.mdx:12:1: <PropsPlayground component="Box" /> is only for Material UI and Joy UI pages');
  });
});

describe('dataExpression', () => {
  it('writes plain data as ESTree literals, arrays and objects', () => {
    expect(dataExpression({ a: [true, 'b'] })).toEqual({
      type: 'ObjectExpression',
      properties: [
        expect.objectContaining({
          type: 'Property',
          key: { type: 'Literal', value: 'a', raw: '"a"' },
          value: {
            type: 'ArrayExpression',
            elements: [
              { type: 'Literal', value: true, raw: 'true' },
              { type: 'Literal', value: 'b', raw: '"b"' },
            ],
          },
        }),
      ],
    });
  });
});
