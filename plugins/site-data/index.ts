import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { assertUniquePathnames, navFromSidebar, type NamedNav } from '../../src/lib/nav';
import { PRODUCT_AREAS } from '../../src/lib/products';
import type { SiteData, SiteLinks } from '../../src/lib/siteData';
import { buildProductEntries } from '../../src/lib/siteData';
import { installedVersion } from '../shared/installedPackages';
import { resolveSidebars } from './resolveSidebar';

export const SITE_DATA_PLUGIN = 'site-data';

/** Navigation trees of every area, named `area/sidebar` for error messages. */
export function collectNavTrees(allContent: Record<string, Record<string, unknown>>): NamedNav[] {
  const docsContent = allContent['docusaurus-plugin-content-docs'] ?? {};
  const trees: NamedNav[] = [];
  for (const area of PRODUCT_AREAS) {
    const content = docsContent[area.pluginId] as LoadedContent | undefined;
    if (!content) {
      throw new Error(`No docs plugin instance "${area.pluginId}" is configured for ${area.name}.`);
    }
    for (const version of content.loadedVersions) {
      for (const [sidebarName, items] of Object.entries(resolveSidebars(version))) {
        const name = `sidebar "${sidebarName}" of ${area.name}`;
        trees.push({ name, pages: navFromSidebar(items, name) });
      }
    }
  }
  return trees;
}

/**
 * Reads the installed library versions, validates every sidebar (a duplicate path fails the
 * build) and exposes the product table and external links as global data.
 */
export interface SiteDataOptions {
  links: SiteLinks;
}

export default function siteDataPlugin(context: LoadContext, { links }: SiteDataOptions): Plugin<SiteData> {
  return {
    name: SITE_DATA_PLUGIN,
    async loadContent() {
      const versions = Object.fromEntries(
        PRODUCT_AREAS.filter((area) => area.packageName).map((area) => [
          area.id,
          installedVersion(context.siteDir, area.packageName as string),
        ]),
      );
      return { products: buildProductEntries(versions, links), links };
    },
    async allContentLoaded({ allContent, actions }) {
      assertUniquePathnames(collectNavTrees(allContent));
      const content = allContent[SITE_DATA_PLUGIN]?.default as SiteData;
      actions.setGlobalData(content);
    },
  };
}
