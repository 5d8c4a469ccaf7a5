#!/usr/bin/env node
// `npm run html:check`: validates every page of the production build that the sitemap lists,
// plus 404.html, with html-validate (rules: scripts/lib/html-check.mjs), and fails on any NUL
// byte in them. Exits 1 listing each failing page with line:column, rule id and message; exits
// 2 when there is no build to check.
//
//   node scripts/html-check.mjs                 check build/
//   node scripts/html-check.mjs --build <dir>   check another build
//   node scripts/html-check.mjs --all           list every problem, not the first 20 per page
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { formatFailures, pagesToCheck } from './lib/html-check.mjs';

const PROBLEMS_PER_PAGE = 20;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const buildFlag = args.indexOf('--build');
const buildDir = path.resolve(buildFlag === -1 ? path.join(root, 'build') : (args[buildFlag + 1] ?? ''));
const sitemapFile = path.join(buildDir, 'sitemap.xml');

if (!fs.existsSync(sitemapFile)) {
  console.error(`html:check: no ${path.relative(root, sitemapFile) || sitemapFile}; run \`npm run build\` first.`);
  process.exit(2);
}

const started = process.hrtime.bigint();
const files = pagesToCheck(fs.readFileSync(sitemapFile, 'utf8')).map((page) => page.file);
// Validation is CPU-bound and pages are independent: one worker thread per core, pages dealt out in turn.
const workerCount = Math.max(1, Math.min(os.availableParallelism(), 4));
const shares = Array.from({ length: workerCount }, (_unused, worker) =>
  files.filter((_file, index) => index % workerCount === worker),
);
/** @type {{ file: string, problems: { ruleId: string, message: string, line: number, column: number }[] }[][]} */
const results = await Promise.all(
  shares.map(
    (share) =>
      new Promise((resolve, reject) => {
        const worker = new Worker(new URL('./lib/html-check-worker.mjs', import.meta.url), {
          workerData: { buildDir, files: share },
        });
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
  ),
);
const order = new Map(files.map((file, index) => [file, index]));
const failures = results.flat().sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0));

const seconds = (Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
const where = path.relative(root, buildDir) || '.';
if (failures.length > 0) {
  const count = failures.reduce((sum, failure) => sum + failure.problems.length, 0);
  console.error(formatFailures(failures, args.includes('--all') ? Infinity : PROBLEMS_PER_PAGE));
  console.error(
    `\nhtml:check failed: ${count} problem(s) on ${failures.length} of ${files.length} pages in ${where} (${seconds} s).`,
  );
  process.exit(1);
}
console.log(`html:check OK: ${files.length} pages in ${where} are valid HTML (sitemap + 404.html, ${seconds} s).`);
