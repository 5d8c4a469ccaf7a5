import { DEMO_COMPONENT_MODULE, transformDemos } from './remark';

type Tree = Parameters<typeof transformDemos>[0];

const demo = (attributes: Record<string, unknown>) => ({
  type: 'mdxJsxFlowElement',
  name: 'Demo',
  attributes: Object.entries(attributes).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
  children: [],
  position: { start: { line: 7, column: 1 } },
});

const paragraph = { type: 'paragraph', children: [{ type: 'text', value: 'Intro' }] };
const file = { path: '/site/docs/material-ui/components/button/button.mdx' };
const exists = () => true;

function esmValues(tree: Tree) {
  return (tree.children ?? []).filter((node) => node.type === 'mdxjsEsm').map((node) => node.value);
}

describe('transformDemos', () => {
  it('imports the Demo component and each demo, and passes the demo as a prop', () => {
    const tree: Tree = {
      type: 'root',
      children: [paragraph, demo({ name: 'ButtonVariants' }), demo({ name: 'ButtonIcons', defaultCodeOpen: null })],
    };
    transformDemos(tree, file, { exists });
    expect(esmValues(tree)).toEqual([
      `import Demo from "${DEMO_COMPONENT_MODULE}";`,
      'import __demo_ButtonVariants from "./ButtonVariants.tsx?demo";',
      'import __demo_ButtonIcons from "./ButtonIcons.tsx?demo";',
    ]);
    const [first, second] = tree.children!.filter((node) => node.type === 'mdxJsxFlowElement');
    expect(first.attributes!.map((attribute) => attribute.name)).toEqual(['name', 'demo']);
    expect(first.attributes![1].value).toMatchObject({
      type: 'mdxJsxAttributeValueExpression',
      value: '__demo_ButtonVariants',
    });
    expect(second.attributes!.map((attribute) => attribute.name)).toEqual(['name', 'defaultCodeOpen', 'demo']);
  });

  it('gives the estree the MDX compiler reads', () => {
    const tree: Tree = { type: 'root', children: [demo({ name: 'ButtonVariants' })] };
    transformDemos(tree, file, { exists });
    const esm = tree.children![1];
    expect(esm.data!.estree).toMatchObject({
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [
            { type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: '__demo_ButtonVariants' } },
          ],
          source: { type: 'Literal', value: './ButtonVariants.tsx?demo' },
        },
      ],
    });
  });

  it('imports a demo used twice once', () => {
    const tree: Tree = { type: 'root', children: [demo({ name: 'A' }), demo({ name: 'A' })] };
    transformDemos(tree, file, { exists });
    expect(esmValues(tree)).toHaveLength(2);
  });

  it('finds demos nested in other elements', () => {
    const tree: Tree = {
      type: 'root',
      children: [{ type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [], children: [demo({ name: 'Nested' })] }],
    };
    transformDemos(tree, file, { exists });
    expect(esmValues(tree)).toContain('import __demo_Nested from "./Nested.tsx?demo";');
  });

  it('keeps a page’s own Demo import', () => {
    const own = { type: 'mdxjsEsm', value: "import Demo from './MyDemo';" };
    const tree: Tree = { type: 'root', children: [own, demo({ name: 'A' })] };
    transformDemos(tree, file, { exists });
    expect(esmValues(tree)).toEqual(['import __demo_A from "./A.tsx?demo";', "import Demo from './MyDemo';"]);
  });

  it('leaves pages without demos untouched', () => {
    const tree: Tree = { type: 'root', children: [paragraph] };
    transformDemos(tree, file, { exists });
    expect(tree.children).toEqual([paragraph]);
  });

  it('fails clearly on a missing or malformed name, or a missing file', () => {
    expect(() => transformDemos({ type: 'root', children: [demo({})] }, file, { exists })).toThrow(
      'button.mdx:7:1: <Demo> needs a name',
    );
    expect(() =>
      transformDemos({ type: 'root', children: [demo({ name: 'button-variants' })] }, file, { exists }),
    ).toThrow('PascalCase');
    expect(() =>
      transformDemos({ type: 'root', children: [demo({ name: 'Missing' })] }, file, { exists: () => false }),
    ).toThrow('<Demo name="Missing" /> has no Missing.tsx next to the page');
  });
});
