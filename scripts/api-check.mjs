#!/usr/bin/env node
// `npm run api:check`: fails (exit 1) when a component exported by an installed library has no
// API page, and lists which; prints the count per library otherwise.
//
// Components documented by the extractor (plugins/api-docs/extract, cached under
// node_modules/.cache/api-docs) are compared with what the libraries really export at runtime
// and, when a build exists, with the pages in it.
//
//   node scripts/api-check.mjs                 check the extraction, and build/ if there is one
//   node scripts/api-check.mjs --build <dir>   check the pages of that build (must exist)
//   node scripts/api-check.mjs --no-build      check the extraction only
//   node scripts/api-check.mjs --verbose       also list the exports that are not components
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Resolves from the site folder; typed by the modules it loads (TypeScript cannot follow it).
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');

// The extractor and the product table are TypeScript: compile them on the fly with the
// project's TypeScript (no extra dependency, no build step).
/** @param {NodeJS.Module} module @param {string} filename */
requireFromRoot.extensions['.ts'] = (module, filename) => {
  const source = fs.readFileSync(filename, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: filename,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  // Node's way to run compiled code in a module (not in @types/node).
  /** @type {NodeJS.Module & { _compile(code: string, filename: string): void }} */ (module)._compile(
    outputText,
    filename,
  );
};

const { PRODUCT_AREAS } = /** @type {typeof import('../src/lib/products')} */ (
  requireFromRoot('./src/lib/products.ts')
);
const { API_AREA_IDS } = /** @type {typeof import('../src/lib/apiDocs/types')} */ (
  requireFromRoot('./src/lib/apiDocs/types.ts')
);
const { apiPagePath } = /** @type {typeof import('../src/lib/apiDocs/naming')} */ (
  requireFromRoot('./src/lib/apiDocs/naming.ts')
);
const { loadPackageApi } = /** @type {typeof import('../plugins/api-docs/extract/cache')} */ (
  requireFromRoot('./plugins/api-docs/extract/cache.ts')
);
const { checkApiCoverage, describeRuntimeExports } = /** @type {typeof import('../plugins/api-docs/check')} */ (
  requireFromRoot('./plugins/api-docs/check.ts')
);

function buildDirFromArgs() {
  if (args.includes('--no-build')) return null;
  const index = args.indexOf('--build');
  if (index !== -1) {
    const dir = path.resolve(args[index + 1] ?? '');
    if (!fs.existsSync(dir)) {
      console.error(`api:check: no build at ${dir}.`);
      process.exit(2);
    }
    return dir;
  }
  const defaultDir = path.join(root, 'build');
  return fs.existsSync(defaultDir) ? defaultDir : null;
}

const buildDir = buildDirFromArgs();
/**
 * @param {import('../src/lib/products').ProductArea} area
 * @returns {area is import('../src/lib/products').ProductArea & { id: import('../src/lib/apiDocs/types').ApiAreaId, packageName: string }}
 */
const documentsApi = (area) => /** @type {readonly string[]} */ (API_AREA_IDS).includes(area.id);
const areas = PRODUCT_AREAS.filter(documentsApi);
const packages = [];
const runtimeExports = new Map();
const routeBaseOf = new Map();

for (const area of areas) {
  const { api, fromCache, durationMs } = loadPackageApi(root, area.id, area.packageName);
  if (!fromCache) console.log(`api:check: extracted ${api.packageName}@${api.packageVersion} in ${durationMs} ms`);
  packages.push(api);
  routeBaseOf.set(api.packageName, area.routeBase);
  runtimeExports.set(api.packageName, describeRuntimeExports(requireFromRoot(area.packageName)));
}

const report = checkApiCoverage({
  packages,
  runtimeExports,
  pagePathOf: (packageName, name) => apiPagePath(routeBaseOf.get(packageName), name),
  builtPageExists: buildDir ? (pagePath) => fs.existsSync(path.join(buildDir, pagePath, 'index.html')) : undefined,
});

if (verbose) {
  for (const api of packages) {
    console.log(`\n${api.packageName}: exports that are not components`);
    for (const entry of api.skipped) console.log(`  ${entry.name}: ${entry.reason}`);
  }
}

const summary = report.counts
  .map((count) => `${count.packageName}@${count.packageVersion} ${count.components}`)
  .join(', ');
if (report.problems.length > 0) {
  console.error(`api:check failed: ${report.problems.length} component(s) without an API page:`);
  for (const problem of report.problems) console.error(`  ${problem.packageName} ${problem.name}: ${problem.problem}`);
  process.exit(1);
}
const total = report.counts.reduce((sum, count) => sum + count.components, 0);
console.log(
  `api:check OK: ${total} components have API pages (${summary})${
    buildDir ? `, all present in ${path.relative(root, buildDir) || '.'}` : '; no build checked'
  }.`,
);
