// Builds the comparison baselines: a plain Docusaurus preset-classic site (no custom theme, no
// plugins of ours) with as many pages as ours: the same Markdown pages and product areas, and the
// pages our plugins generate (API pages, templates) as Markdown; and the same site with each demo
// and template imported into its page and rendered as it is, which is what stock Docusaurus pays
// for the live demos alone (no code panels, variants, API extraction or search of ours).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generatedPages } from './baseline-generated-pages.mjs';
import { measureCommand } from './process-memory.mjs';

const CONFIG_FILE = 'docusaurus.config.js';
const BASELINE_URL = 'https://baseline.example';

/**
 * Area folders and route bases, mirrored from src/lib/products.ts.
 * @type {readonly (readonly [string, string])[]}
 */
const AREAS = [
  ['material-ui', 'material-ui'],
  ['joy-ui', 'joy-ui'],
  ['system', 'system'],
  ['base-ui', 'base-ui'],
  ['x', 'x'],
  ['toolpad-core', 'toolpad/core'],
  ['docs-infra', 'experiments/docs'],
];

/** Components our remark plugins provide without an import line. */
const REMARK_COMPONENT_LINE = /^<(Demo|PropsPlayground)\b[^>]*\/>\s*$\n?/gm;

/**
 * `<Demo name="X" />` as stock MDX writes it: the demo's file imported and rendered.
 * @param {string} source
 */
function importDemos(source) {
  return source.replace(
    /^<Demo\s+name="(\w+)"[^>]*\/>[ \t]*$/gm,
    (_, name) => `import Demo_${name} from './${name}';\n\n<Demo_${name} />`,
  );
}

/**
 * Drops our own MDX components (imports from @site and their JSX) so plain Docusaurus can render
 * the page; with `demos`, each demo is imported and rendered instead of dropped.
 * @param {string} source @param {{ demos?: boolean }} [options]
 */
export function toPlainMarkdown(source, { demos = false } = {}) {
  // Data modules our plugins generate (`@generated/changelog/…`) do not exist in the plain site either.
  const siteImports = [...source.matchAll(/^import\s+(\w+)\s+from\s+'@(?:site|generated)\/[^']+';\s*$/gm)].map(
    (match) => match[1],
  );
  let plain = source.replace(/^import\s+\w+\s+from\s+'@(?:site|generated)\/[^']+';\s*$\n?/gm, '');
  for (const name of siteImports) plain = plain.replace(new RegExp(`^<${name}\\b[^>]*/>\\s*$\\n?`, 'gm'), '');
  return (demos ? importDemos(plain) : plain).replace(REMARK_COMPONENT_LINE, '');
}

/** Files a demo may import from its folder. */
const DEMO_FILE = /\.(tsx?|jsx?|css)$/;

/**
 * Pages whose demos need what our Demo component gives them (a colour-scheme provider, a router,
 * the demo theme): stock Docusaurus fails to render them, so the demos baseline keeps these pages
 * without their demos. Paths below docs/.
 */
export const PAGES_WITH_PROVIDED_DEMOS = new Set([
  'joy-ui/customization/dark-mode/dark-mode.mdx',
  'joy-ui/integrations/material-ui/material-ui.mdx',
  'joy-ui/main-features/dark-mode-optimization/dark-mode-optimization.mdx',
  'material-ui/integrations/routing/routing.mdx',
  'x/react-data-grid/style/style.mdx',
]);

/**
 * Copies the Markdown of `docsDir/area` to `outDocsDir/area`, made plain; with `demos`, the demos'
 * files too.
 * @param {string} docsDir @param {string} outDocsDir @param {string} area @param {{ demos?: boolean }} options
 */
function copyMarkdown(docsDir, outDocsDir, area, options) {
  for (const entry of fs.readdirSync(path.join(docsDir, area), { withFileTypes: true })) {
    const file = path.join(area, entry.name);
    const target = path.join(outDocsDir, file);
    if (entry.isDirectory()) {
      copyMarkdown(docsDir, outDocsDir, file, options);
    } else if (/\.mdx?$/.test(entry.name)) {
      const demos = options.demos && !PAGES_WITH_PROVIDED_DEMOS.has(file.split(path.sep).join('/'));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, toPlainMarkdown(fs.readFileSync(path.join(docsDir, file), 'utf8'), { demos }));
    } else if (options.demos && DEMO_FILE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(docsDir, file), target);
    }
  }
}

function config() {
  const plugins = AREAS.slice(1).map(
    ([dir, route]) =>
      `['@docusaurus/plugin-content-docs', { id: '${dir}', path: 'docs/${dir}', routeBasePath: '${route}' }]`,
  );
  return `module.exports = {
  title: 'Baseline', url: '${BASELINE_URL}', baseUrl: '/', trailingSlash: true,
  onBrokenLinks: 'warn', onBrokenAnchors: 'warn',
  markdown: { mdx1Compat: { headingIds: true } },
  future: { v4: true },
  presets: [['classic', { docs: { path: 'docs/material-ui', routeBasePath: 'material-ui' }, blog: false }]],
  plugins: [${plugins.join(',\n    ')}],
};\n`;
}

/**
 * Where the baseline is written: BASELINE_DIR when set, so two people benchmarking on one machine
 * do not rebuild each other's baseline mid-run; otherwise a fixed folder in the temp dir.
 * @param {Record<string, string | undefined>} env
 */
export function baselineDir(env) {
  return env.BASELINE_DIR ? path.resolve(env.BASELINE_DIR) : path.join(os.tmpdir(), 'mui-docs-baseline');
}

/**
 * The baseline folder is wiped before every build; a mistyped BASELINE_DIR must not wipe anything
 * else, so only a missing or empty folder, or one holding an earlier baseline, may be replaced.
 * @param {string} dir
 */
export function assertReplaceableBaselineDir(dir) {
  if (!fs.existsSync(dir) || fs.readdirSync(dir).length === 0) return;
  const configFile = path.join(dir, CONFIG_FILE);
  if (fs.existsSync(configFile) && fs.readFileSync(configFile, 'utf8').includes(`url: '${BASELINE_URL}'`)) return;
  throw new Error(`${dir} is not empty and holds no earlier baseline site; choose another BASELINE_DIR.`);
}

/**
 * Writes the baseline site (the repo's Markdown made plain and the pages its last build generated,
 * next to the repo's node_modules); with `demos`, the pages render their demos.
 * @param {string} repoRoot @param {string} dir @param {{ demos?: boolean }} [options]
 */
export function writeBaselineSite(repoRoot, dir, options = {}) {
  assertReplaceableBaselineDir(dir);
  const generated = generatedPages(path.join(repoRoot, '.docusaurus'), AREAS, options);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const [area] of AREAS) copyMarkdown(path.join(repoRoot, 'docs'), path.join(dir, 'docs'), area, options);
  for (const { file, content } of generated) {
    const target = path.join(dir, 'docs', file);
    if (fs.existsSync(target)) throw new Error(`The baseline's generated page ${file} would replace a page of docs/.`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
  fs.writeFileSync(path.join(dir, CONFIG_FILE), config());
  fs.mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'src', 'pages', 'index.md'),
    `# React component libraries\n\n${AREAS.map(([area, route]) => `- [${area}](/${route}/)`).join('\n')}\n`,
  );
  linkNodeModules(repoRoot, dir);
}

/**
 * Gives `dir` a node_modules of its own that links every package of `repoRoot`'s, but not the
 * bundler's persistent cache (`.cache`): a build there starts cold, as the figures it is compared
 * with do, and never reads or wipes the repo's cache.
 * @param {string} repoRoot @param {string} dir
 */
export function linkNodeModules(repoRoot, dir) {
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules, { recursive: true });
  for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry !== '.cache') fs.symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
  }
}

/**
 * Writes the baseline site and builds it cold; returns its build dir and the build's measures.
 * @param {string} repoRoot @param {string} [dir] @param {{ demos?: boolean }} [options]
 */
export async function buildBaselineSite(repoRoot, dir = baselineDir(process.env), options = {}) {
  writeBaselineSite(repoRoot, dir, options);
  try {
    const build = await measureCommand('npx', ['docusaurus', 'build'], { cwd: dir });
    return { buildDir: path.join(dir, 'build'), ...build };
  } catch (error) {
    throw new Error('The baseline Docusaurus site failed to build.', { cause: error });
  }
}
