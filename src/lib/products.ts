/**
 * The product table: the single source of truth for every documented area.
 * The Docusaurus config creates one docs plugin instance per entry, routing derives
 * product ids from it and the product switcher renders it.
 */

export type ProductId = 'material-ui' | 'joy-ui' | 'system' | 'base-ui' | 'docs-infra' | 'x-data-grid' | 'toolpad-core';

export type ProductCategoryId = 'core' | 'x' | 'toolpad';

export interface ProductArea {
  id: ProductId;
  /** Id of the docs plugin instance that serves the area. */
  pluginId: string;
  name: string;
  /** Route base without trailing slash, e.g. `/material-ui`. */
  routeBase: string;
  /** The area's first page; the bare route base redirects here. */
  landingPath: string;
  /** Folder under `docs/` holding the area's MDX. */
  docsDir: string;
  category: ProductCategoryId | null;
  /** Installed package whose version the site shows for the area. */
  packageName: string | null;
  /** One line for the home page and the product switcher. */
  tagline: string;
  /** Internal areas are reachable but not advertised as products. */
  internal: boolean;
  /** The page rendering the release notes of `packageName` (plugins/changelog), if the area has one. */
  changelogPath?: string;
}

export const PRODUCT_AREAS: readonly ProductArea[] = [
  {
    id: 'material-ui',
    pluginId: 'material-ui',
    name: 'Material UI',
    routeBase: '/material-ui',
    landingPath: '/material-ui/getting-started/',
    docsDir: 'docs/material-ui',
    category: 'core',
    packageName: '@mui/material',
    tagline: "Ready-made React components that follow Google's Material Design.",
    internal: false,
    changelogPath: '/material-ui/discover-more/changelog/',
  },
  {
    id: 'joy-ui',
    pluginId: 'joy-ui',
    name: 'Joy UI',
    routeBase: '/joy-ui',
    landingPath: '/joy-ui/getting-started/',
    docsDir: 'docs/joy-ui',
    category: 'core',
    packageName: '@mui/joy',
    tagline: 'A playful design of our own, built for quick customization.',
    internal: false,
  },
  {
    id: 'system',
    pluginId: 'system',
    name: 'MUI System',
    routeBase: '/system',
    landingPath: '/system/getting-started/',
    docsDir: 'docs/system',
    category: 'core',
    packageName: '@mui/system',
    tagline: 'Style utilities and layout primitives for building custom designs fast.',
    internal: false,
  },
  {
    id: 'base-ui',
    pluginId: 'base-ui',
    name: 'Base UI',
    routeBase: '/base-ui',
    landingPath: '/base-ui/getting-started/',
    docsDir: 'docs/base-ui',
    category: 'core',
    packageName: '@mui/base',
    tagline: 'Unstyled components and hooks: accessible behaviour, your styles.',
    internal: false,
  },
  {
    id: 'x-data-grid',
    pluginId: 'x',
    name: 'Data Grid',
    routeBase: '/x',
    landingPath: '/x/react-data-grid/',
    docsDir: 'docs/x',
    category: 'x',
    packageName: '@mui/x-data-grid',
    tagline: 'A fast, feature-rich table for large data sets.',
    internal: false,
  },
  {
    id: 'toolpad-core',
    pluginId: 'toolpad-core',
    name: 'Toolpad Core',
    routeBase: '/toolpad/core',
    landingPath: '/toolpad/core/introduction/',
    docsDir: 'docs/toolpad-core',
    category: 'toolpad',
    // 0.9.0: the newest release whose own dependencies (@mui/lab, @mui/utils) accept @mui/material 6.1.6.
    // Its optional react-router-dom 6 peer is overridden to Docusaurus's 5 in package.json: demos use an in-memory router.
    packageName: '@toolpad/core',
    tagline: 'Full-stack building blocks for dashboards and internal tools.',
    internal: false,
  },
  {
    id: 'docs-infra',
    pluginId: 'docs-infra',
    name: 'Docs infra',
    routeBase: '/experiments/docs',
    landingPath: '/experiments/docs/getting-started/',
    docsDir: 'docs/docs-infra',
    category: null,
    packageName: null,
    tagline: 'Internal pages that exercise every feature of the documentation site.',
    internal: true,
  },
];

export function findProductArea(id: ProductId): ProductArea {
  const area = PRODUCT_AREAS.find((candidate) => candidate.id === id);
  if (!area) {
    throw new Error(`Unknown product id "${id}"`);
  }
  return area;
}

/** The area whose route base is the longest prefix of `pathname`, if any. */
export function findAreaForPath(pathname: string): ProductArea | undefined {
  let best: ProductArea | undefined;
  for (const area of PRODUCT_AREAS) {
    const matches = pathname === area.routeBase || pathname.startsWith(`${area.routeBase}/`);
    if (matches && (!best || area.routeBase.length > best.routeBase.length)) {
      best = area;
    }
  }
  return best;
}
