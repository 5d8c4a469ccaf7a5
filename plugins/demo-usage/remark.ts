/**
 * Ends each component page (`docs/<area>/components/…`) with an "API" section linking to the API
 * pages of the components its demos import. Derived, never typed: a hand-written "API" section
 * fails the build. Runs before Docusaurus's own remark plugins, so the heading gets its id and
 * its table-of-contents entry like any other.
 */
import path from 'node:path';
import { apiPagesOf, isComponentPage, loadApiIndex, type ApiIndex, type ApiPageRef } from './apiIndex';
import { demoImportsOf, diskReader, type FileReader } from './usage';

export const API_SECTION_TITLE = 'API';
const SITE_DIR = path.resolve(__dirname, '../..');

interface Node {
  type: string;
  name?: string | null;
  depth?: number;
  value?: unknown;
  url?: string;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: Node[];
}

export interface ApiSectionOptions {
  siteDir?: string;
  /** The API pages; loaded from the extraction cache on first use by default. */
  index?: () => ApiIndex;
  reader?: FileReader;
}

const textOf = (node: Node): string =>
  typeof node.value === 'string' ? node.value : (node.children ?? []).map(textOf).join('');

function demoNamesIn(node: Node, names: Set<string> = new Set()): Set<string> {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Demo') {
    const name = node.attributes?.find((attribute) => attribute.name === 'name')?.value;
    if (typeof name === 'string') names.add(name);
  }
  for (const child of node.children ?? []) demoNamesIn(child, names);
  return names;
}

/** The section's Markdown nodes: the heading and one link per API page. */
export function apiSectionNodes(pages: readonly ApiPageRef[]): Node[] {
  return [
    { type: 'heading', depth: 2, children: [{ type: 'text', value: API_SECTION_TITLE }] },
    {
      type: 'list',
      children: pages.map((page) => ({
        type: 'listItem',
        children: [
          {
            type: 'paragraph',
            children: [{ type: 'link', url: page.path, children: [{ type: 'inlineCode', value: `<${page.name} />` }] }],
          },
        ],
      })),
    },
  ];
}

let defaultIndex: ApiIndex | undefined;
const loadDefaultIndex = () => (defaultIndex ??= loadApiIndex());

export function transformApiSection(
  tree: Node,
  file: { path?: string },
  { siteDir = SITE_DIR, index = loadDefaultIndex, reader = diskReader }: ApiSectionOptions = {},
): void {
  if (!file.path || !isComponentPage(file.path, siteDir)) return;
  const children = tree.children ?? [];
  const written = children.find(
    (node) => node.type === 'heading' && node.depth === 2 && textOf(node).trim() === API_SECTION_TITLE,
  );
  if (written) {
    throw new Error(
      `${file.path}: remove the hand-written "## ${API_SECTION_TITLE}" section: it is derived from the components the page's demos import.`,
    );
  }
  const pages = apiPagesOf(demoImportsOf(path.dirname(file.path), [...demoNamesIn(tree)], reader), index());
  if (pages.length > 0) tree.children = [...children, ...apiSectionNodes(pages)];
}

export default function remarkApiSection(options: ApiSectionOptions = {}) {
  return (tree: Node, file: { path?: string }) => transformApiSection(tree, file, options);
}
