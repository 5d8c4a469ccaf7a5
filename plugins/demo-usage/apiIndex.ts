import path from 'node:path';
import { findProductArea } from '../../src/lib/products';
import { API_AREA_IDS, type ApiAreaId, type ApiDemoLink, type PackageApi } from '../../src/lib/apiDocs/types';
import { apiPagePath } from '../../src/lib/apiDocs/naming';
import { apiSidebarItems } from '../api-docs/sidebar';
import type { ImportedName } from './imports';
import { diskReader, pageImportsOf, type FileReader } from './usage';

/** A component's API page. */
export interface ApiPageRef {
  name: string;
  /** Site path with trailing slash, e.g. `/joy-ui/api/button/`. */
  path: string;
}

/** API pages by `packageName#ComponentName`. */
export type ApiIndex = ReadonlyMap<string, ApiPageRef>;

export const indexKey = (packageName: string, name: string) => `${packageName}#${name}`;

/** The API pages of every library the site documents, from the API extraction (cached). */
export function loadApiIndex(areas: readonly ApiAreaId[] = API_AREA_IDS): ApiIndex {
  const index = new Map<string, ApiPageRef>();
  for (const areaId of areas) {
    const { packageName } = findProductArea(areaId);
    for (const link of apiSidebarItems(areaId)) {
      index.set(indexKey(packageName!, link.label), { name: link.label, path: link.href });
    }
  }
  return index;
}

/** The API pages of extracted packages (what the api-docs plugin builds its routes from). */
export function apiIndexOfPackages(packages: readonly PackageApi[]): ApiIndex {
  return new Map(
    packages.flatMap((api) => {
      const { routeBase } = findProductArea(api.area);
      return api.components.map(
        (component) =>
          [
            indexKey(api.packageName, component.name),
            { name: component.name, path: apiPagePath(routeBase, component.name) },
          ] as const,
      );
    }),
  );
}

/** The API pages of the components among `imports`, by name (Material's before Joy's on a tie). */
export function apiPagesOf(imports: readonly ImportedName[], index: ApiIndex): ApiPageRef[] {
  const pages = new Map<string, ApiPageRef>();
  for (const { packageName, name } of imports) {
    const page = index.get(indexKey(packageName, name));
    if (page) pages.set(page.path, page);
  }
  return [...pages.values()].sort((a, b) => a.name.localeCompare(b.name, 'en') || a.path.localeCompare(b.path, 'en'));
}

export interface DocPageRef extends ApiDemoLink {
  /** The page's MDX file, absolute. */
  file: string;
  /** Its source text. */
  source: string;
}

/** For each doc page (by path), the API pages of the components its demos import. */
export function apiPagesByDocPath(
  pages: readonly DocPageRef[],
  index: ApiIndex,
  reader: FileReader = diskReader,
): Map<string, ApiPageRef[]> {
  return new Map(pages.map((page) => [page.path, apiPagesOf(pageImportsOf(page.file, page.source, reader), index)]));
}

/**
 * For each API page, the doc pages whose demos use its component, by title. Derived from the
 * demos' imports, so a page that starts using a component appears on its API page by itself.
 */
export function demoPagesByApiPath(
  pages: readonly DocPageRef[],
  index: ApiIndex,
  reader: FileReader = diskReader,
  apiPagesOfDoc: ReadonlyMap<string, ApiPageRef[]> = apiPagesByDocPath(pages, index, reader),
): Map<string, ApiDemoLink[]> {
  const byApiPath = new Map<string, ApiDemoLink[]>();
  for (const page of pages) {
    for (const api of apiPagesOfDoc.get(page.path) ?? []) {
      const list = byApiPath.get(api.path) ?? [];
      list.push({ title: page.title, path: page.path });
      byApiPath.set(api.path, list);
    }
  }
  for (const list of byApiPath.values()) list.sort((a, b) => a.title.localeCompare(b.title, 'en'));
  return byApiPath;
}

/** Whether a docs file is a component page (`docs/<area>/components/…`), which ends with an API section. */
export function isComponentPage(file: string, siteDir: string): boolean {
  const [docs, , folder] = path.relative(siteDir, file).split(path.sep);
  return docs === 'docs' && folder === 'components';
}
