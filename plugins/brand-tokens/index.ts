import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { chromeStylesheet } from '../../src/lib/chromeVariables';
import { displaySettingsScript } from '../../src/lib/colorMode';
import { minifyInlineScript } from '../shared/inlineScript';
import { COLOR_MODE_STORAGE_KEY, DIRECTION_STORAGE_KEY } from '../../src/lib/constants';

/** The docs typeface file every page needs first; other subsets load only when used. */
export const PRELOADED_FONT = /^inter-latin-wght-normal[^/]*\.woff2$/;

async function findEmittedFont(outDir: string): Promise<string | null> {
  const fontsDir = path.join(outDir, 'assets', 'fonts');
  const files = await fs.readdir(fontsDir).catch(() => [] as string[]);
  const match = files.find((file) => PRELOADED_FONT.test(file));
  return match ? `/assets/fonts/${match}` : null;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(full);
      return Promise.resolve(entry.name.endsWith('.html') ? [full] : []);
    }),
  );
  return nested.flat();
}

export function preloadTag(href: string): string {
  return `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;
}

/**
 * Puts the brand tokens on every page before first paint: the chrome's CSS custom properties
 * (generated from src/lib/tokens.ts), the stored colour mode and direction, and a preload of
 * the docs typeface.
 */
export default function brandTokensPlugin(): Plugin {
  return {
    name: 'brand-tokens',
    injectHtmlTags() {
      return {
        headTags: [{ tagName: 'style', attributes: { 'data-brand-tokens': 'true' }, innerHTML: chromeStylesheet() }],
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: minifyInlineScript(displaySettingsScript(COLOR_MODE_STORAGE_KEY, DIRECTION_STORAGE_KEY)),
          },
        ],
      };
    },
    async postBuild({ outDir }) {
      const font = await findEmittedFont(outDir);
      if (!font) {
        throw new Error(
          'brand-tokens: the docs typeface was not emitted to build/assets/fonts; check src/css/custom.css.',
        );
      }
      const tag = preloadTag(font);
      const files = await htmlFiles(outDir);
      await Promise.all(
        files.map(async (file) => {
          const html = await fs.readFile(file, 'utf8');
          if (html.includes('</head>') && !html.includes(tag)) {
            await fs.writeFile(file, html.replace('</head>', `${tag}</head>`));
          }
        }),
      );
    },
  };
}
