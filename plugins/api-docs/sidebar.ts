import path from 'node:path';
import { findProductArea } from '../../src/lib/products';
import { apiPagePath } from '../../src/lib/apiDocs/naming';
import type { ApiAreaId } from '../../src/lib/apiDocs/types';
import { packageDirOf, readPackageVersion } from '../shared/installedPackages';
import { cacheFileOf, getExtractorHash, loadPackageApi } from './extract/cache';

export interface ApiSidebarLink {
  type: 'link';
  label: string;
  href: string;
}

const SITE_DIR = path.resolve(__dirname, '../..');

// sidebars.ts is evaluated afresh by every docs plugin instance; the items are computed once
// per process and extractor/library version.
const MEMO_KEY = Symbol.for('mui-docs.api-docs.sidebar-items');
type Memo = Map<string, ApiSidebarLink[]>;
function memo(): Memo {
  const holder = globalThis as unknown as Record<symbol, Memo | undefined>;
  holder[MEMO_KEY] ??= new Map();
  return holder[MEMO_KEY];
}

/**
 * Sidebar links to an area's API pages, sorted by component name. Synchronous, for
 * sidebars.ts: it reads the extraction cache, and on a cold cache runs the extraction once
 * (which the plugin then reuses).
 */
export function apiSidebarItems(areaId: ApiAreaId, siteDir: string = SITE_DIR): ApiSidebarLink[] {
  const area = findProductArea(areaId);
  if (!area.packageName) throw new Error(`${area.name} has no library to document.`);
  const nodeModulesDir = path.join(siteDir, 'node_modules');
  const version = readPackageVersion(packageDirOf(nodeModulesDir, area.packageName));
  const key = `${cacheFileOf(siteDir, area.packageName, version)}#${getExtractorHash(nodeModulesDir)}`;
  const cached = memo().get(key);
  if (cached) return cached;

  const { api } = loadPackageApi(siteDir, areaId, area.packageName);
  const items = api.components
    .map((component) => ({
      type: 'link' as const,
      label: component.name,
      href: apiPagePath(area.routeBase, component.name),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  memo().set(key, items);
  return items;
}
