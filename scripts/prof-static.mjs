import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, collectLoadedAssets } from './lib/page-assets.mjs';
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
for (const p of ['/material-ui/react-button/', '/joy-ui/react-card/', '/base-ui/react-slider/', '/material-ui/react-select/']) {
  const ctx = await browser.newContext(); const page = await ctx.newPage();
  const { scripts, styles } = await collectLoadedAssets(page, 'http://127.0.0.1:4199' + p);
  await ctx.close();
  const html = fs.readFileSync('build' + p + 'index.html', 'utf8');
  const inHtml = new Set([...html.matchAll(/<(?:script[^>]*src|link[^>]*href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  const loaded = new Set([...scripts, ...styles]);
  console.log(p, 'loaded', loaded.size, 'inHtml', inHtml.size, 'loaded-not-in-html', [...loaded].filter((x) => !inHtml.has(x)), 'html-not-loaded', [...inHtml].filter((x) => !loaded.has(x)));
}
await browser.close();
