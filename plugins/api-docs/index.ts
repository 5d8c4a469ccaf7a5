import type { AllContent, LoadContext, Plugin, PluginContentLoadedActions } from '@docusaurus/types';
import { findProductArea } from '../../src/lib/products';
import { apiPagePath } from '../../src/lib/apiDocs/naming';
import { API_AREA_IDS, type ApiAreaId, type ApiPageBatch, type PackageApi } from '../../src/lib/apiDocs/types';
import { loadPackageApi } from './extract/cache';
import { createSharedCompilerHost } from './extract/program';
import { createLinkResolver, toPageData } from './pageData';
import { docsSidebarsProp, sidebarNamesByPath, type ApiAreaSidebar } from './areaSidebar';
import { API_BATCH_MAX_BYTES, batchBySize } from './batches';
import { deprecatedApisOf } from './deprecations';
import { inlineMarkdownToHtml } from '../../src/lib/apiDocs/markdown';
import { logInfo, logWarning, pluginMessage } from '../shared/log';
import { siteDemoUsage } from '../demo-usage/docPages';

export { apiSidebarItems, type ApiSidebarLink } from './sidebar';
export type { ApiAreaSidebar } from './areaSidebar';

export const API_DOCS_PLUGIN = 'api-docs';

/** The page component every API route renders. */
export const API_PAGE_COMPONENT = '@site/src/components/ApiPage';

export interface ApiDocsOptions {
  /** Areas whose library gets API pages; all four by default. */
  areas?: ApiAreaId[];
}

export interface ApiDocsContent {
  packages: PackageApi[];
}

export interface ApiRoute {
  area: ApiAreaId;
  name: string;
  path: string;
}

/** Every API page the packages produce, failing on two components with the same URL. */
export function apiRoutesOf(packages: readonly PackageApi[]): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const byPath = new Map<string, string>();
  for (const api of packages) {
    const area = findProductArea(api.area);
    for (const component of api.components) {
      const path = apiPagePath(area.routeBase, component.name);
      const clash = byPath.get(path);
      if (clash) throw new Error(`API pages of ${clash} and ${api.packageName} ${component.name} would share ${path}.`);
      byPath.set(path, `${api.packageName} ${component.name}`);
      routes.push({ area: api.area, name: component.name, path });
    }
  }
  return routes;
}

/**
 * Writes one data module per area sidebar that lists API pages (not one per page: an area
 * sidebar lists all of its API pages, so 256 copies would bloat the build) and returns, per API
 * page permalink, the module of the sidebar it shows. Pages no sidebar lists get none, with a
 * warning: they render without a sidebar.
 */
async function createSidebarModules(
  routes: readonly ApiRoute[],
  allContent: AllContent,
  actions: PluginContentLoadedActions,
  base: string,
): Promise<Map<string, string>> {
  const moduleByPermalink = new Map<string, string>();
  for (const areaId of [...new Set(routes.map((route) => route.area))]) {
    const { pluginId } = findProductArea(areaId);
    const permalinks = routes.filter((route) => route.area === areaId).map((route) => route.path);
    const sidebars = docsSidebarsProp(allContent, pluginId);
    const namesByPath = sidebars
      ? sidebarNamesByPath(sidebars, permalinks, (path) => [path, `${base}${path}`])
      : new Map<string, string>();
    const modules = new Map<string, string>();
    for (const [permalink, name] of namesByPath) {
      let module = modules.get(name);
      if (!module) {
        const sidebar: ApiAreaSidebar = { pluginId, name, items: sidebars![name] };
        module = await actions.createData(
          `sidebar-${pluginId}-${name.replace(/[^\w-]/g, '_')}.json`,
          JSON.stringify(sidebar),
        );
        modules.set(name, module);
      }
      moduleByPermalink.set(permalink, module);
    }
    const missing = permalinks.length - namesByPath.size;
    if (missing > 0) {
      const where = sidebars
        ? `no sidebar of the docs plugin "${pluginId}" lists them`
        : `there is no docs plugin "${pluginId}"`;
      logWarning('api-docs', `${missing} ${areaId} API pages render without a docs sidebar: ${where}.`);
    }
  }
  return moduleByPermalink;
}

/**
 * Generates an API reference page per component of the installed libraries, from their type
 * declarations (see ./extract). Extraction is cached per package version under
 * node_modules/.cache/api-docs, so warm builds only read JSON.
 */
export default function apiDocsPlugin(context: LoadContext, options: ApiDocsOptions = {}): Plugin<ApiDocsContent> {
  const areas = options.areas ?? [...API_AREA_IDS];
  // Docusaurus gives every plugin instance an id ('default' unless configured).
  const pluginId = (options as { id?: string }).id ?? 'default';
  for (const areaId of areas) {
    if (!API_AREA_IDS.includes(areaId))
      throw new Error(`[api-docs] "${areaId}" is not an area with a component library.`);
  }

  return {
    name: API_DOCS_PLUGIN,

    async loadContent() {
      const packages: PackageApi[] = [];
      const host = createSharedCompilerHost();
      for (const areaId of areas) {
        const area = findProductArea(areaId);
        if (!area.packageName) throw new Error(`[api-docs] ${area.name} has no library.`);
        const loaded = loadPackageApi(context.siteDir, areaId, area.packageName, host);
        const { api } = loaded;
        if (api.errors.length > 0) {
          const list = api.errors.map((error) => `  ${error.name}: ${error.message}`).join('\n');
          throw new Error(
            pluginMessage('api-docs', `could not extract the API of some ${api.packageName} components:\n${list}`),
          );
        }
        logInfo(
          'api-docs',
          `${api.packageName}@${api.packageVersion}: ${api.components.length} components, ${
            loaded.fromCache ? `cache read in ${loaded.durationMs} ms` : `extracted in ${loaded.durationMs} ms`
          }`,
        );
        packages.push(api);
      }
      return { packages };
    },

    // Routes are added once every plugin has loaded: each API page shows its area's docs
    // sidebar, which the area's docs plugin instance loads (see ./areaSidebar).
    async allContentLoaded({ allContent, actions }) {
      const content = allContent[API_DOCS_PLUGIN]?.[pluginId] as ApiDocsContent | undefined;
      if (!content) throw new Error('api-docs: the plugin content is missing from allContent.');
      const routes = apiRoutesOf(content.packages);
      const pathOf = new Map(routes.map((route) => [`${route.area}/${route.name}`, route.path]));
      const resolveLink = createLinkResolver(new Set(routes.map((route) => route.path)), context.baseUrl);
      const base = context.baseUrl.replace(/\/$/, '');
      const sidebarModuleOf = await createSidebarModules(routes, allContent, actions, base);
      // Each API page lists the doc pages whose demos import its component, in every area.
      const demosByPath = siteDemoUsage(allContent, context.siteDir, content.packages).demosByApiPath;

      for (const api of content.packages) {
        const area = findProductArea(api.area);
        // The deprecations list of the area's migration guide imports this module.
        const deprecations = deprecatedApisOf(api, (otherArea, name) => pathOf.get(`${otherArea}/${name}`)!).map(
          (entry) => ({ ...entry, message: inlineMarkdownToHtml(entry.message, resolveLink) }),
        );
        await actions.createData(`deprecated-${api.area}.json`, JSON.stringify(deprecations));
        const pages = api.components.map((component) => {
          const permalink = pathOf.get(`${api.area}/${component.name}`)!;
          const data = toPageData(component, {
            areaName: area.name,
            permalink,
            resolveLink,
            // Site paths without the base URL: the page renders them with <Link>, which adds it.
            apiPathOf: (otherArea, name) => pathOf.get(`${otherArea}/${name}`),
            demos: demosByPath.get(permalink) ?? [],
          });
          return { permalink, data, size: JSON.stringify(data).length };
        });
        for (const [index, batch] of batchBySize(pages, API_BATCH_MAX_BYTES).entries()) {
          const pagesByRoute: ApiPageBatch = Object.fromEntries(
            batch.map((page) => [`${base}${page.permalink}`, page.data]),
          );
          const dataModule = await actions.createData(`${api.area}-${index + 1}.json`, JSON.stringify(pagesByRoute));
          for (const { permalink } of batch) {
            const sidebarModule = sidebarModuleOf.get(permalink);
            actions.addRoute({
              path: `${base}${permalink}`,
              exact: true,
              component: API_PAGE_COMPONENT,
              modules: sidebarModule ? { data: dataModule, sidebar: sidebarModule } : { data: dataModule },
            });
          }
        }
      }
    },
  };
}
