#!/usr/bin/env node
// `npm run bench:scale`: how build time and memory grow with the content. For every page count
// (--pages=100,300,1000) and demos per page (--demos=0,3,6), a copy of the site gets that many
// synthetic pages and is built cold; plain Docusaurus (preset-classic, Faster) builds the same
// Markdown once per page count. Rows print as they finish. Slow by nature (a dozen cold builds):
// not part of `npm test`. The copy lives in SCALE_DIR (default: a folder in the temp dir).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { linkNodeModules, writeBaselineSite } from './lib/baseline-site.mjs';
import { measureCommand } from './lib/process-memory.mjs';
import { listFlag, writeScalePages } from './lib/scale-site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pageCounts = listFlag(process.argv, 'pages', [100, 300, 1000]);
const demoCounts = listFlag(process.argv, 'demos', [0, 3, 6]);
const workDir = path.resolve(process.env.SCALE_DIR ?? path.join(os.tmpdir(), 'mui-docs-scale'));
const copyDir = path.join(workDir, 'site');
const plainDir = path.join(workDir, 'plain');

/** Files of the repo the copy needs: everything git would keep, without outputs and caches. */
const SKIPPED = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'bench-results']);

/** A copy of the site whose node_modules links every package of the repo's, with a cache of its own. */
function copySite() {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(copyDir, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    if (!SKIPPED.has(entry)) fs.cpSync(path.join(root, entry), path.join(copyDir, entry), { recursive: true });
  }
  linkNodeModules(root, copyDir);
}

/**
 * A cold build: no bundler cache, no generated files, no output from the run before. Ours builds
 * with its own `npm run build`; the baseline has no package.json, so stock `docusaurus build`.
 * @param {string} dir @param {{ plain?: boolean }} [options]
 */
async function coldBuild(dir, { plain = false } = {}) {
  for (const leftover of ['build', '.docusaurus', path.join('node_modules', '.cache')]) {
    fs.rmSync(path.join(dir, leftover), { recursive: true, force: true });
  }
  const [command, args] = plain ? ['npx', ['docusaurus', 'build']] : ['npm', ['run', 'build']];
  return measureCommand(command, args, { cwd: dir, env: { ...process.env, CI: 'true' } });
}

/** @param {number} bytes */
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
/** @param {string | number} value @param {number} width */
const cell = (value, width) => String(value).padEnd(width);

copySite();
const sitemap = path.join(root, 'build', 'sitemap.xml');
const realPages = fs.existsSync(sitemap) ? fs.readFileSync(sitemap, 'utf8').match(/<loc>/g)?.length : undefined;
console.log(
  `Scale bench in ${workDir}: the site's own pages${realPages ? ` (${realPages} in build/)` : ''} plus N synthetic ones.\n`,
);
console.log("Wall time swings with the machine's load; CPU time (user + system, every process) much less.");
console.log(
  [
    cell('extra pages', 12),
    cell('demos/page', 11),
    cell('ours', 10),
    cell('ours CPU', 10),
    cell('ours peak', 10),
    cell('plain', 10),
    cell('plain CPU', 10),
    cell('plain peak', 11),
    cell('time ratio', 11),
    'CPU ratio',
  ].join(' '),
);
for (const pages of pageCounts) {
  /** @type {{ seconds: number, cpuSeconds: number, peakBytes: number } | undefined} */
  let plain;
  for (const demos of demoCounts) {
    writeScalePages(copyDir, pages, demos);
    const ours = await coldBuild(copyDir);
    if (!plain) {
      // After our build: the baseline writes the pages it generated (API pages, templates) as Markdown.
      writeBaselineSite(copyDir, plainDir);
      plain = await coldBuild(plainDir, { plain: true });
    }
    console.log(
      [
        cell(pages, 12),
        cell(demos, 11),
        cell(`${ours.seconds.toFixed(1)} s`, 10),
        cell(`${ours.cpuSeconds.toFixed(1)} s`, 10),
        cell(mb(ours.peakBytes), 10),
        cell(`${plain.seconds.toFixed(1)} s`, 10),
        cell(`${plain.cpuSeconds.toFixed(1)} s`, 10),
        cell(mb(plain.peakBytes), 11),
        cell(`${(ours.seconds / plain.seconds).toFixed(2)}×`, 11),
        `${(ours.cpuSeconds / plain.cpuSeconds).toFixed(2)}×`,
      ].join(' '),
    );
  }
}
