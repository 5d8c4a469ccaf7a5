/**
 * Lets a writer add a props playground to a component page with one line of MDX,
 * `<PropsPlayground component="Button" />`. This plugin fills in what the line implies, from the
 * generated API data of the page's library (plugins/api-docs): one control per prop a control
 * can set, the page's preset (./presets.ts), the starting code highlighted at build time, and
 * lazy loaders for the component, the area's demo theme and a child icon. Those loaders are
 * named after the page's live demos chunk, which holds the library already, so a playground adds
 * no chunk the client runtime has to map.
 */
import path from 'node:path';
import type { ComponentApi, PackageApi } from '../../src/lib/apiDocs/types';
import { highlightedProp } from '../../src/lib/highlight/prism';
import { findProductArea } from '../../src/lib/products';
import { initialValues, jsxCode, playgroundControls } from '../../src/lib/propsPlayground';
import { loadPackageApi } from '../api-docs/extract/cache';
import { demoChunkName, demoThemeModule } from '../demos/compile';
import {
  declaresName,
  importDefault,
  program,
  where,
  type Attribute,
  type DemoFileLike,
  type Node,
} from '../demos/remark';
import { PLAYGROUND_PRESETS, presetProblems, type PlaygroundArea } from './presets';

export const PLAYGROUND_COMPONENT = 'PropsPlayground';
export const PLAYGROUND_COMPONENT_MODULE = '@site/src/components/PropsPlayground';
/** The package Material icons come from, in Joy UI's docs as in Material UI's. */
export const ICONS_PACKAGE = '@mui/icons-material';

const SITE_DIR = path.resolve(__dirname, '../..');
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9_]*$/;

export interface PlaygroundTransformOptions {
  siteDir?: string;
  /** The API data of an area's library; tests pass a fake. */
  loadApi?: (area: PlaygroundArea, packageName: string) => PackageApi;
}

const loadedApis = new Map<string, PackageApi>();

/** Every page of an area reads the same data: it is parsed once per build. */
function cachedApi(siteDir: string) {
  return (area: PlaygroundArea, packageName: string): PackageApi => {
    const key = `${siteDir}#${area}`;
    let api = loadedApis.get(key);
    if (!api) {
      api = loadPackageApi(siteDir, area, packageName).api;
      loadedApis.set(key, api);
    }
    return api;
  };
}

function isPlaygroundArea(area: string | undefined): area is PlaygroundArea {
  return area !== undefined && Object.hasOwn(PLAYGROUND_PRESETS, area);
}

/** An ESTree expression for plain data (what JSON can hold). */
export function dataExpression(value: unknown): unknown {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(dataExpression) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, member]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Literal', value: key, raw: JSON.stringify(key) },
        value: dataExpression(member),
      })),
    };
  }
  return { type: 'Literal', value, raw: JSON.stringify(value) };
}

/**
 * `() => import(/* webpackChunkName: "…" *\/ "specifier")`. The MDX compiler prints comments only
 * between statements, so the chunk name travels in the literal's raw text, which it prints as is.
 */
export function lazyImportExpression(specifier: string, chunkName: string): unknown {
  return {
    type: 'ArrowFunctionExpression',
    params: [],
    async: false,
    generator: false,
    expression: true,
    body: {
      type: 'ImportExpression',
      source: {
        type: 'Literal',
        value: specifier,
        raw: `/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(specifier)}`,
      },
    },
  };
}

function expressionAttribute(name: string, source: string, expression: unknown): Attribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: source,
      data: { estree: program([{ type: 'ExpressionStatement', expression }]) },
    },
  };
}

const dataAttribute = (name: string, value: unknown) =>
  expressionAttribute(name, JSON.stringify(value), dataExpression(value));

function loaderAttribute(name: string, specifier: string, chunkName: string): Attribute {
  return expressionAttribute(
    name,
    `() => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(specifier)})`,
    lazyImportExpression(specifier, chunkName),
  );
}

/** `import Button from '@mui/material/Button';` → `@mui/material/Button` */
function moduleOf(component: ComponentApi): string {
  const specifier = /from '([^']+)'/.exec(component.imports.path)?.[1];
  if (!specifier) throw new Error(`The API data of ${component.name} has no import path.`);
  return specifier;
}

/** The attributes a `<PropsPlayground component="X" />` line stands for. */
function playgroundAttributes(
  node: Node,
  file: DemoFileLike | undefined,
  siteDir: string,
  loadApi: NonNullable<PlaygroundTransformOptions['loadApi']>,
): Attribute[] {
  const here = where(node, file);
  const attributes = node.attributes ?? [];
  const name = attributes.find((attribute) => attribute.name === 'component')?.value;
  if (typeof name !== 'string' || !COMPONENT_NAME.test(name)) {
    throw new Error(`${here}: <PropsPlayground> needs component="…", the component's exported name, such as "Button".`);
  }
  const others = attributes.filter((attribute) => attribute.name !== 'component');
  if (others.length > 0) {
    throw new Error(
      `${here}: <PropsPlayground component="${name}" /> takes no other attribute; what the preview shows besides the props is set in plugins/props-playground/presets.ts.`,
    );
  }
  const filePath = file?.path;
  const [docs, area] = filePath ? path.relative(siteDir, filePath).split(path.sep) : [];
  const packageName = isPlaygroundArea(area) ? findProductArea(area).packageName : null;
  if (!filePath || docs !== 'docs' || !isPlaygroundArea(area) || !packageName) {
    throw new Error(
      `${here}: <PropsPlayground component="${name}" /> is only for Material UI and Joy UI pages (docs/material-ui, docs/joy-ui).`,
    );
  }
  const api = loadApi(area, packageName);
  const component = api.components.find((candidate) => candidate.name === name);
  if (!component) {
    throw new Error(`${here}: <PropsPlayground component="${name}" />: ${api.packageName} has no component "${name}".`);
  }
  const controls = playgroundControls(component.props);
  if (controls.length === 0) {
    throw new Error(`${here}: <PropsPlayground component="${name}" />: none of ${name}'s props takes a control.`);
  }
  const preset = PLAYGROUND_PRESETS[area][name];
  const problems = preset ? presetProblems(controls, preset) : [];
  if (problems.length > 0) {
    throw new Error(`${here}: the playground preset of ${name} is wrong: ${problems.join('; ')}.`);
  }

  const chunkName = demoChunkName(siteDir, filePath, 'demo-live');
  const code = jsxCode(name, controls, initialValues(controls, preset), preset);
  return [
    { type: 'mdxJsxAttribute', name: 'component', value: name },
    dataAttribute('controls', controls),
    ...(preset ? [dataAttribute('preset', preset)] : []),
    { type: 'mdxJsxAttribute', name: 'highlighted', value: highlightedProp(code, 'jsx') },
    loaderAttribute('load', moduleOf(component), chunkName),
    loaderAttribute('loadTheme', demoThemeModule(siteDir, filePath), chunkName),
    ...(preset?.childIcon ? [loaderAttribute('loadIcon', `${ICONS_PACKAGE}/${preset.childIcon}`, chunkName)] : []),
  ];
}

/** Rewrites every `<PropsPlayground component="X" />` of `tree` in place. */
export function transformPlaygrounds(
  tree: Node,
  file?: DemoFileLike,
  { siteDir = SITE_DIR, loadApi = cachedApi(siteDir) }: PlaygroundTransformOptions = {},
): void {
  let found = false;
  const visit = (node: Node) => {
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name === PLAYGROUND_COMPONENT
    ) {
      node.attributes = playgroundAttributes(node, file, siteDir, loadApi);
      found = true;
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  if (found && !declaresName(tree, PLAYGROUND_COMPONENT)) {
    tree.children = [importDefault(PLAYGROUND_COMPONENT, PLAYGROUND_COMPONENT_MODULE), ...(tree.children ?? [])];
  }
}

export default function remarkPropsPlayground(options: PlaygroundTransformOptions = {}) {
  return (tree: Node, file: DemoFileLike) => transformPlaygrounds(tree, file, options);
}
