import type {
  LoadedContent,
  LoadedVersion,
  PropSidebar,
  PropSidebarItem,
  PropSidebars,
} from '@docusaurus/plugin-content-docs';
// Deep import, see convertSidebars.
import { toSidebarsProp } from '@docusaurus/plugin-content-docs/lib/props.js';

/**
 * The docs sidebar an API page shows: the area's real sidebar, in the client shape the docs
 * plugin gives its own pages (`PropSidebar`), so `@theme/DocSidebar` renders it the same way.
 * One data module per area sidebar is shared by all the area's API pages.
 */
export interface ApiAreaSidebar {
  /** Id of the docs plugin instance the sidebar belongs to. */
  pluginId: string;
  /** Sidebar name (its key in the sidebars file), as `DocsSidebarProvider` wants it. */
  name: string;
  items: PropSidebar;
}

export const DOCS_PLUGIN_NAME = 'docusaurus-plugin-content-docs';

/**
 * The docs plugin's own server-side converter from loaded sidebars (doc ids, category links) to
 * the client props (hrefs, labels and customProps from front matter, category links…), the very
 * function that builds its pages' `docsSidebars`. Not a public API: a deep import from
 * @docusaurus/plugin-content-docs 3.10.2 (pinned in package.json), `lib/props.js`.
 */
function convertSidebars(version: LoadedVersion): PropSidebars {
  if (typeof toSidebarsProp !== 'function') {
    throw new Error(
      'api-docs: @docusaurus/plugin-content-docs/lib/props.js no longer exports toSidebarsProp (written against 3.10.2); update plugins/api-docs/areaSidebar.ts.',
    );
  }
  return toSidebarsProp(version);
}

/**
 * The client sidebars of a docs plugin instance, from `allContent` in `allContentLoaded`, or
 * undefined when the instance does not exist. The first loaded version is the one the site shows
 * by default (the areas are not versioned).
 */
export function docsSidebarsProp(
  allContent: Record<string, Record<string, unknown> | undefined>,
  pluginId: string,
): PropSidebars | undefined {
  const content = allContent[DOCS_PLUGIN_NAME]?.[pluginId] as LoadedContent | undefined;
  const version = content?.loadedVersions[0];
  if (!version) return undefined;
  return convertSidebars(version);
}

/** `/a/b` and `/a/b/` name the same page (the site uses trailing slashes, sidebars may not). */
function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Every internal href a sidebar links to: its links and its categories' own pages. */
export function sidebarHrefs(items: readonly PropSidebarItem[], into: Set<string> = new Set()): Set<string> {
  for (const item of items) {
    if (item.type === 'link') into.add(normalizePath(item.href));
    else if (item.type === 'category') {
      if (item.href) into.add(normalizePath(item.href));
      sidebarHrefs(item.items, into);
    }
  }
  return into;
}

/**
 * For each page path, the name of the first sidebar (in the sidebars file's order) that links to
 * it; paths no sidebar lists are left out. `candidates(path)` gives the hrefs that count as the
 * page (with and without the base URL: docs permalinks include it, plain link items may not).
 */
export function sidebarNamesByPath(
  sidebars: PropSidebars,
  paths: readonly string[],
  candidates: (path: string) => readonly string[] = (path) => [path],
): Map<string, string> {
  const hrefsByName = Object.entries(sidebars).map(([name, items]) => [name, sidebarHrefs(items)] as const);
  const result = new Map<string, string>();
  for (const path of paths) {
    const hrefs = candidates(path).map(normalizePath);
    const found = hrefsByName.find(([, set]) => hrefs.some((href) => set.has(href)));
    if (found) result.set(path, found[0]);
  }
  return result;
}
