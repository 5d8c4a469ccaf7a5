/**
 * Lets a writer add a demo with one line of MDX, `<Demo name="ButtonVariants" />`, for a file
 * `ButtonVariants.tsx` next to the page. This plugin adds what the line implies: an import of
 * the Demo component (only on pages that have demos, so the component stays out of the main
 * bundle) and an import of `./ButtonVariants.tsx?demo`, which the demos loader turns into the
 * demo's live component plus its sources, passed to `<Demo>` as the `demo` prop.
 */
import fs from 'node:fs';
import path from 'node:path';

export const DEMO_COMPONENT = 'Demo';
export const DEMO_COMPONENT_MODULE = '@site/src/components/Demo';
const DEMO_NAME = /^[A-Z][A-Za-z0-9]*$/;

export interface Node {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: Attribute[];
  children?: Node[];
  data?: Record<string, unknown>;
  position?: { start: { line: number; column: number } };
}

export interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
  data?: Record<string, unknown>;
}

export interface DemoFileLike {
  path?: string;
}

export interface DemoTransformOptions {
  /** Whether a file exists; tests pass a fake. */
  exists?: (file: string) => boolean;
}

export function program(body: unknown[]) {
  return { type: 'Program', sourceType: 'module', body, comments: [] };
}

export function importDefault(local: string, source: string): Node {
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from ${JSON.stringify(source)};`,
    data: {
      estree: program([
        {
          type: 'ImportDeclaration',
          specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
          source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          attributes: [],
        },
      ]),
    },
  };
}

function identifierAttribute(name: string, identifier: string): Attribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: identifier,
      data: {
        estree: program([{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: identifier } }]),
      },
    },
  };
}

export function where(node: Node, file?: DemoFileLike): string {
  const position = node.position ? `:${node.position.start.line}:${node.position.start.column}` : '';
  return `${file?.path ?? 'MDX'}${position}`;
}

/** Whether the page's own ESM already binds `name` (an explicit import wins over the injected one). */
export function declaresName(tree: Node, name: string): boolean {
  const binding = new RegExp(`(^|[\\s{,])${name}([\\s},]|$)`);
  return (tree.children ?? []).some(
    (child) =>
      child.type === 'mdxjsEsm' &&
      typeof child.value === 'string' &&
      /\bimport\b/.test(child.value) &&
      binding.test(child.value),
  );
}

/** Rewrites every `<Demo name="X" />` of `tree` in place. */
export function transformDemos(
  tree: Node,
  file?: DemoFileLike,
  { exists = fs.existsSync }: DemoTransformOptions = {},
): void {
  const demos = new Map<string, string>();
  const visit = (node: Node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === DEMO_COMPONENT) {
      const attributes = node.attributes ?? [];
      const nameAttribute = attributes.find(
        (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'name',
      );
      const name = nameAttribute?.value;
      if (typeof name !== 'string' || !DEMO_NAME.test(name)) {
        throw new Error(
          `${where(node, file)}: <Demo> needs a name="…" written as a PascalCase string, such as name="ButtonVariants".`,
        );
      }
      if (file?.path && !exists(path.join(path.dirname(file.path), `${name}.tsx`))) {
        throw new Error(`${where(node, file)}: <Demo name="${name}" /> has no ${name}.tsx next to the page.`);
      }
      if (!attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'demo')) {
        const identifier = demos.get(name) ?? `__demo_${name}`;
        demos.set(name, identifier);
        node.attributes = [...attributes, identifierAttribute('demo', identifier)];
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  if (demos.size === 0) return;

  const imports: Node[] = [];
  if (!declaresName(tree, DEMO_COMPONENT)) imports.push(importDefault(DEMO_COMPONENT, DEMO_COMPONENT_MODULE));
  for (const [name, identifier] of demos) imports.push(importDefault(identifier, `./${name}.tsx?demo`));
  tree.children = [...imports, ...(tree.children ?? [])];
}

export default function remarkDemos(options: DemoTransformOptions = {}) {
  return (tree: Node, file: DemoFileLike) => transformDemos(tree, file, options);
}
