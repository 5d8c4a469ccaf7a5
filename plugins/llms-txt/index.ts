/**
 * Serves every doc and API page as Markdown, beside the page (`/material-ui/react-button.md`),
 * and lists them in `/llms.txt`, with one `llms-full.txt` per area (`/material-ui/llms-full.txt`).
 * The Markdown is made and written after the build, from the content kept when it had all loaded:
 * the dev server never serves it, so `npm start` and its reloads on every saved page skip the work
 * (1.8 s of each).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import { PRODUCT_AREAS, findProductArea } from '../../src/lib/products';
import type { ApiAreaId } from '../../src/lib/apiDocs/types';
import { fullTextPathOf, LLMS_TXT_PATH, markdownPathOf } from '../../src/lib/markdownExport';
import { API_DOCS_PLUGIN, type ApiDocsContent } from '../api-docs';
import { indexKey, isComponentPage } from '../demo-usage/apiIndex';
import { siteDemoUsage } from '../demo-usage/docPages';
import { logInfo } from '../shared/log';
import { apiToMarkdown } from './apiToMarkdown';
import { llmsFullTxt, llmsTxt, type AreaPages } from './llmsTxt';
import { mdxToMarkdown } from './mdxToMarkdown';

export const LLMS_TXT_PLUGIN = 'llms-txt';

export default function llmsTxtPlugin(context: LoadContext): Plugin<undefined> {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  const base = context.baseUrl.replace(/\/$/, '');
  const absoluteUrl = (sitePath: string) => `${siteUrl}${base}${sitePath}`;
  let loaded: AllContent = {};

  /** Every doc and API page of the site as Markdown, by product area. */
  function markdownAreas(allContent: AllContent): AreaPages[] {
    const started = performance.now();
    const packages = (allContent[API_DOCS_PLUGIN]?.default as ApiDocsContent | undefined)?.packages ?? [];
    const { docs, index, apiPagesOfDoc, demosByApiPath } = siteDemoUsage(allContent, context.siteDir, packages);
    const apiPathOf = (area: string, name: string) =>
      index.get(indexKey(findProductArea(area as ApiAreaId).packageName ?? '', name))?.path;
    // Component pages end with the API section the remark plugin derives (plugins/demo-usage).
    const apiSectionOf = (doc: (typeof docs)[number]) => {
      const pages = isComponentPage(doc.file, context.siteDir) ? (apiPagesOfDoc.get(doc.path) ?? []) : [];
      return pages.length === 0
        ? ''
        : `\n## API\n\n${pages.map((page) => `- [\`<${page.name} />\`](${absoluteUrl(page.path)})`).join('\n')}\n`;
    };

    const areas = PRODUCT_AREAS.map((area) => ({
      name: area.name,
      routeBase: area.routeBase,
      tagline: area.tagline,
      docs: docs
        .filter((doc) => doc.area.id === area.id)
        .map((doc) => ({
          title: doc.title,
          description: doc.description,
          markdownPath: markdownPathOf(doc.path),
          text:
            mdxToMarkdown(doc.source, {
              file: doc.file,
              title: doc.title,
              description: doc.description,
              demoSource: (name) => fs.readFileSync(path.join(path.dirname(doc.file), `${name}.tsx`), 'utf8'),
              absoluteUrl,
            }) + apiSectionOf(doc),
        })),
      api: packages
        .filter((api) => api.area === area.id)
        .flatMap((api) => api.components)
        .map((component) => {
          const pagePath = apiPathOf(area.id, component.name)!;
          const title = `${component.name} API`;
          const description = `Props, slots and CSS classes of ${area.name}'s ${component.name} component.`;
          return {
            title,
            description,
            markdownPath: markdownPathOf(pagePath),
            text: apiToMarkdown(component, {
              title,
              demos: demosByApiPath.get(pagePath) ?? [],
              apiPathOf,
              absoluteUrl,
            }),
          };
        }),
    }));
    const count = areas.reduce((sum, area) => sum + area.docs.length + area.api.length, 0);
    logInfo(LLMS_TXT_PLUGIN, `${count} pages as Markdown in ${Math.round(performance.now() - started)} ms.`);
    return areas;
  }

  return {
    name: LLMS_TXT_PLUGIN,

    async allContentLoaded({ allContent }) {
      loaded = allContent;
    },

    async postBuild({ outDir, siteConfig }) {
      const areas = markdownAreas(loaded);
      const write = async (sitePath: string, text: string) => {
        const file = path.join(outDir, sitePath);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.writeFile(file, text);
      };
      for (const area of areas) {
        for (const page of [...area.docs, ...area.api]) await write(page.markdownPath, page.text);
        if (area.docs.length + area.api.length > 0) await write(fullTextPathOf(area.routeBase), llmsFullTxt(area));
      }
      const summary = siteConfig.tagline;
      await write(LLMS_TXT_PATH, llmsTxt({ title: siteConfig.title, summary, absoluteUrl }, areas));
    },
  };
}
