#!/usr/bin/env node
// Renders every page template in Chromium, light and dark, and saves the gallery's preview
// images under static/img/templates/. Run after `npm run build`: `npm run template:previews`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './lib/page-assets.mjs';
import { serveStatic } from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
const outDir = path.join(root, 'static', 'img', 'templates');
/** Rendered at 1280×800 CSS pixels and saved at half scale: 640×400, the gallery's image box. */
export const PREVIEW = { width: 1280, height: 800, scale: 0.5, quality: 72 };

const catalog = fs.readFileSync(path.join(root, 'src', 'templates', 'catalog.ts'), 'utf8');
const slugs = [...catalog.matchAll(/slug: '([a-z-]+)'/g)].map((match) => match[1]);
if (slugs.length === 0) throw new Error('No template slugs found in src/templates/catalog.ts');

fs.mkdirSync(outDir, { recursive: true });
const server = await serveStatic(buildDir);
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
    const context = await browser.newContext({
      viewport: { width: PREVIEW.width, height: PREVIEW.height },
      deviceScaleFactor: PREVIEW.scale,
      colorScheme,
    });
    await context.route(
      (url) => !url.href.startsWith(server.url),
      (route) => route.fulfill({ status: 204, body: '' }),
    );
    const page = await context.newPage();
    for (const slug of slugs) {
      await page.goto(`${server.url}/material-ui/getting-started/templates/${slug}/`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(outDir, `${slug}-${colorScheme}.jpg`);
      await page.screenshot({ path: file, type: 'jpeg', quality: PREVIEW.quality });
      console.log(`${path.relative(root, file)} ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
