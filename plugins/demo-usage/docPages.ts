import fs from 'node:fs';
import path from 'node:path';
import type { AllContent } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { PRODUCT_AREAS, type ProductArea } from '../../src/lib/products';
import type { ApiDemoLink, PackageApi } from '../../src/lib/apiDocs/types';
import {
  apiIndexOfPackages,
  apiPagesByDocPath,
  demoPagesByApiPath,
  type ApiIndex,
  type ApiPageRef,
  type DocPageRef,
} from './apiIndex';

export const DOCS_PLUGIN_NAME = 'docusaurus-plugin-content-docs';

export interface LoadedDocPage extends DocPageRef {
  area: ProductArea;
  description: string;
  /** The doc id, e.g. `components/button/button`. */
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

export interface SiteDemoUsage {
  docs: LoadedDocPage[];
  index: ApiIndex;
  /** Per doc page path, the API pages of what its demos import. */
  apiPagesOfDoc: Map<string, ApiPageRef[]>;
  /** Per API page path, the advertised doc pages whose demos use it (internal areas left out). */
  demosByApiPath: Map<string, ApiDemoLink[]>;
}

const usageBySite = new WeakMap<AllContent, SiteDemoUsage>();

/**
 * Which doc pages use which components, read once per build: the api-docs and llms-txt plugins
 * both need it, and it reads every page and demo file.
 */
export function siteDemoUsage(allContent: AllContent, siteDir: string, packages: readonly PackageApi[]): SiteDemoUsage {
  const cached = usageBySite.get(allContent);
  if (cached) return cached;
  const docs = loadedDocPages(allContent, siteDir);
  const index = apiIndexOfPackages(packages);
  const apiPagesOfDoc = apiPagesByDocPath(docs, index);
  // Internal test pages are not advertised: API pages do not send readers there.
  const advertised = docs.filter((doc) => !doc.area.internal);
  const usage = {
    docs,
    index,
    apiPagesOfDoc,
    demosByApiPath: demoPagesByApiPath(advertised, index, undefined, apiPagesOfDoc),
  };
  usageBySite.set(allContent, usage);
  return usage;
}
