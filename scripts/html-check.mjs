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
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { formatFailures, htmlValidateConfig, pageProblems, pagesToCheck } from './lib/html-check.mjs';

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
const pages = pagesToCheck(fs.readFileSync(sitemapFile, 'utf8'));
// A static loader: the rules come from the module above only, never from a stray
// .htmlvalidate.json somewhere up the tree.
const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig()));

const failures = [];
for (const { file } of pages) {
  const fullPath = path.join(buildDir, file);
  if (!fs.existsSync(fullPath)) {
    failures.push({
      file,
      problems: [
        {
          ruleId: 'missing-file',
          message: 'the sitemap lists this page but the build has no such file',
          line: 0,
          column: 0,
        },
      ],
    });
    continue;
  }
  const problems = pageProblems(validator, fs.readFileSync(fullPath, 'utf8'), file);
  if (problems.length > 0) failures.push({ file, problems });
}

const seconds = (Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
const where = path.relative(root, buildDir) || '.';
if (failures.length > 0) {
  const count = failures.reduce((sum, failure) => sum + failure.problems.length, 0);
  console.error(formatFailures(failures, args.includes('--all') ? Infinity : PROBLEMS_PER_PAGE));
  console.error(
    `\nhtml:check failed: ${count} problem(s) on ${failures.length} of ${pages.length} pages in ${where} (${seconds} s).`,
  );
  process.exit(1);
}
console.log(`html:check OK: ${pages.length} pages in ${where} are valid HTML (sitemap + 404.html, ${seconds} s).`);
