#!/usr/bin/env node
// Prints the site's performance figures: cold build time and, per page type, the JS, CSS and
// HTML bytes a page loads before interaction (raw and gzip), measured in Chromium against the
// production build served with gzip on 127.0.0.1. `--no-build` measures the existing build/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, measurePage, PAGE_TYPES } from './lib/page-assets.mjs';
import { serveStatic } from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
const skipBuild = process.argv.includes('--no-build');

function timed(command, args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let buildSeconds = null;
if (!skipBuild) {
  timed('npx', ['docusaurus', 'clear']);
  buildSeconds = timed('npx', ['docusaurus', 'build']);
}
if (!fs.existsSync(buildDir)) throw new Error('No build/ folder: run without --no-build first.');

const server = await serveStatic(buildDir);
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const rows = [];
try {
  for (const { type, path: pagePath } of PAGE_TYPES) {
    const page = await browser.newPage();
    rows.push({ type, path: pagePath, ...(await measurePage(page, buildDir, server.url, pagePath)) });
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}

console.log('\nBytes each page type loads before interaction (gzip level 6):');
console.table(
  Object.fromEntries(
    rows.map((row) => [
      row.type,
      {
        path: row.path,
        'JS files': row.js.count,
        'JS raw': kb(row.js.raw),
        'JS gzip': kb(row.js.gzip),
        'CSS raw': kb(row.css.raw),
        'CSS gzip': kb(row.css.gzip),
        'HTML gzip': kb(row.html.gzip),
      },
    ]),
  ),
);
if (buildSeconds !== null) console.log(`Cold production build: ${buildSeconds.toFixed(1)} s`);

fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench-results', 'bench.json'), `${JSON.stringify({ buildSeconds, pages: rows }, null, 2)}\n`);
