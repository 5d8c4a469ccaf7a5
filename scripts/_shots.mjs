import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './lib/page-assets.mjs';
import { serveStatic } from './lib/static-server.mjs';
const server = await serveStatic('/work/main/build');
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const shots = JSON.parse(process.argv[2]);
for (const { path, name, mode = 'light', dir = 'ltr', width = 1280, height = 900, scrollTo, full } of shots) {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.route((url) => !url.href.startsWith(server.url), (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"ads":[]}' }));
  await context.addInitScript(([m, d]) => { localStorage.setItem('mui-mode', m); localStorage.setItem('mui-direction', d); }, [mode, dir]);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error' && !msg.text().includes('ERR_NAME')) errors.push(msg.text().slice(0, 160)); });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  if (scrollTo) await page.locator(scrollTo).first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: Boolean(full) });
  console.log(name, errors.length ? errors : 'ok');
  await context.close();
}
await browser.close(); await server.close();
