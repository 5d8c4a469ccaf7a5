import type { LoadContext, Plugin } from '@docusaurus/types';
import { findProductArea } from '../../src/lib/products';
import { apiPagePath } from '../../src/lib/apiDocs/naming';
import { API_AREA_IDS, type ApiAreaId, type PackageApi } from '../../src/lib/apiDocs/types';
import { loadPackageApi } from './extract/cache';
import { createLinkResolver, toPageData } from './pageData';

export { apiSidebarItems, type ApiSidebarLink } from './sidebar';

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
 * Generates an API reference page per component of the installed libraries, from their type
 * declarations (see ./extract). Extraction is cached per package version under
 * node_modules/.cache/api-docs, so warm builds only read JSON.
 */
export default function apiDocsPlugin(context: LoadContext, options: ApiDocsOptions = {}): Plugin<ApiDocsContent> {
  const areas = options.areas ?? [...API_AREA_IDS];
  for (const areaId of areas) {
    if (!API_AREA_IDS.includes(areaId)) throw new Error(`api-docs: "${areaId}" is not an area with a component library.`);
  }

  return {
    name: API_DOCS_PLUGIN,

    async loadContent() {
      const packages: PackageApi[] = [];
      for (const areaId of areas) {
        const area = findProductArea(areaId);
        if (!area.packageName) throw new Error(`api-docs: ${area.name} has no library.`);
        const loaded = loadPackageApi(context.siteDir, areaId, area.packageName);
        const { api } = loaded;
        if (api.errors.length > 0) {
          const list = api.errors.map((error) => `  ${error.name}: ${error.message}`).join('\n');
          throw new Error(`api-docs: could not extract the API of some ${api.packageName} components:\n${list}`);
        }
        console.info(
          `[api-docs] ${api.packageName}@${api.packageVersion}: ${api.components.length} components, ${
            loaded.fromCache ? `cache read in ${loaded.durationMs} ms` : `extracted in ${loaded.durationMs} ms`
          }`,
        );
        packages.push(api);
      }
      return { packages };
    },

    async contentLoaded({ content, actions }) {
      const routes = apiRoutesOf(content.packages);
      const pathOf = new Map(routes.map((route) => [`${route.area}/${route.name}`, route.path]));
      const resolveLink = createLinkResolver(new Set(routes.map((route) => route.path)), context.baseUrl);
      const base = context.baseUrl.replace(/\/$/, '');

      for (const api of content.packages) {
        const area = findProductArea(api.area);
        for (const component of api.components) {
          const permalink = pathOf.get(`${api.area}/${component.name}`)!;
          const data = toPageData(component, {
            areaName: area.name,
            permalink,
            resolveLink,
            // Site paths without the base URL: the page renders them with <Link>, which adds it.
            apiPathOf: (otherArea, name) => pathOf.get(`${otherArea}/${name}`),
          });
          const dataModule = await actions.createData(`${api.area}-${component.slug}.json`, JSON.stringify(data));
          actions.addRoute({
            path: `${base}${permalink}`,
            exact: true,
            component: API_PAGE_COMPONENT,
            modules: { data: dataModule },
          });
        }
      }
    },
  };
}
