import fs from 'node:fs';
import path from 'node:path';
import type { AllContent } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { PRODUCT_AREAS, type ProductArea } from '../../src/lib/products';
import type { DocPageRef } from './apiIndex';

export const DOCS_PLUGIN_NAME = 'docusaurus-plugin-content-docs';

export interface LoadedDocPage extends DocPageRef {
  area: ProductArea;
  description: string;
  /** Front matter `sidebar_label`-free id, e.g. `components/button/button`. */
  id: string;
}

/** Every doc page of every area's docs plugin, with its MDX source, in the areas' order. */
export function loadedDocPages(allContent: AllContent, siteDir: string): LoadedDocPage[] {
  const docsContent = allContent[DOCS_PLUGIN_NAME] ?? {};
  const pages: LoadedDocPage[] = [];
  for (const area of PRODUCT_AREAS) {
    const content = docsContent[area.pluginId] as LoadedContent | undefined;
    for (const version of content?.loadedVersions ?? []) {
      for (const doc of version.docs) {
        const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
        pages.push({
          area,
          id: doc.id,
          title: doc.title,
          description: doc.description,
          path: doc.permalink,
          file,
          source: fs.readFileSync(file, 'utf8'),
        });
      }
    }
  }
  return pages;
}
