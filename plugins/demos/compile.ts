/**
 * The demos loader's work: turns a request for `Name.tsx?demo` (and the lazy `?demo-variant`
 * and `?demo-scope` requests it emits) into a JavaScript module. Everything a demo shows or
 * needs that can be known at build time is computed here, once: the TSX text, the derived
 * JavaScript, the sibling files it imports, its npm dependencies at the installed versions and,
 * for Tailwind variants, the compiled CSS.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  pickVersions,
  runtimePackages,
  TYPESCRIPT_PACKAGES,
  packageOfSpecifier,
} from '../../src/lib/demos/dependencies';
import type { CodeStyling, DemoLocalFile, DemoSource } from '../../src/lib/demos/types';
import { hotSourceUpdateCode } from '../../src/lib/demos/hotSources';
import { installedVersionReader, type VersionReader } from '../shared/installedPackages';
import { deriveJs } from './transpile';
import { DemoSyntaxError } from './syntaxErrors';
import { compileTailwindCss } from './tailwind';

export type DemoRequestKind = 'demo' | 'demo-live' | 'demo-variant' | 'demo-scope' | 'demo-source';
/** The lazy requests, each of which names the chunk it loads after itself. */
export type DemoChunkKind = Exclude<DemoRequestKind, 'demo'>;

/** The module that wraps System demos in the demo theme of the documented library. */
export const DEMO_THEME_MODULE = '@site/src/components/DemoTheme';
/**
 * `npm start` only: watches a lazy import, and reloads the page once should its chunk never come
 * (the dev server's lazy compilation now and then drops one on a cold start).
 */
const STALLED_PREVIEW_MODULE = '@site/src/lib/demos/stalledPreview';
/** Demos under these docs folders render in another library's provider. */
export const AREA_DEMO_THEME_MODULES: Readonly<Record<string, string>> = {
  'joy-ui': '@site/src/components/JoyDemoTheme',
  'toolpad-core': '@site/src/components/ToolpadDemoTheme',
};

/** `docs/joy-ui/components/button/ButtonVariants.tsx` -> the Joy UI demo theme. */
export function demoThemeModule(siteDir: string, file: string): string {
  const [docs, area] = path.relative(siteDir, file).split(path.sep);
  return (docs === 'docs' && area && AREA_DEMO_THEME_MODULES[area]) || DEMO_THEME_MODULE;
}

/** The source file of each styling: `Name.tsx`, `Name.tailwind.tsx`, `Name.css.tsx`. */
export const STYLING_INFIXES: ReadonlyArray<readonly [CodeStyling, string]> = [
  ['System', ''],
  ['Tailwind', '.tailwind'],
  ['CSS', '.css'],
];

const DEMO_NAME = /^[A-Z][A-Za-z0-9]*$/;
/** Extensions tried, in order, for an extensionless local import. */
const LOCAL_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

export function demoRequestKind(resourceQuery: string): DemoRequestKind | null {
  const match = /^\?(demo|demo-live|demo-variant|demo-scope|demo-source)$/.exec(resourceQuery);
  return match ? (match[1] as DemoRequestKind) : null;
}

/** `/docs/x/SliderStyled.tailwind.tsx` -> name `SliderStyled`, styling `Tailwind`. */
export function parseDemoFile(file: string): { dir: string; name: string; styling: CodeStyling } {
  const base = path.basename(file);
  for (const [styling, infix] of [...STYLING_INFIXES].reverse()) {
    const suffix = `${infix}.tsx`;
    if (!base.endsWith(suffix)) continue;
    const name = base.slice(0, -suffix.length);
    if (!DEMO_NAME.test(name)) {
      throw new Error(`${file}: a demo's file name must be a PascalCase name followed by ${suffix}.`);
    }
    return { dir: path.dirname(file), name, styling };
  }
  throw new Error(`${file}: demos are written in TypeScript (.tsx).`);
}

export function demoFile(dir: string, name: string, styling: CodeStyling): string {
  const infix = STYLING_INFIXES.find(([candidate]) => candidate === styling)![1];
  return path.join(dir, `${name}${infix}.tsx`);
}

/** Module specifiers a file imports (type-only imports included: the TypeScript project needs them). */
export function importsOf(source: string): string[] {
  return [...new Set(ts.preProcessFile(source, true, true).importedFiles.map((entry) => entry.fileName))];
}

/**
 * Module specifiers a file imports at run time: `import type` declarations (which may name
 * declaration-only modules such as `@mui/material/themeCssVarsAugmentation`) are left out, as the
 * transpiled code that the live editor runs leaves them out.
 */
export function runtimeImportsOf(source: string): string[] {
  const file = ts.createSourceFile('demo.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const specifiers: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
  }
  return [...new Set(specifiers)];
}

export function normalizeSource(text: string): string {
  return text.replace(/\r\n?/g, '\n').trimEnd();
}

function versionsOf(names: readonly string[], readVersion: VersionReader): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of names) {
    const version = readVersion(name);
    if (version) found[name] = version;
  }
  return pickVersions(names, found);
}

interface LocalFileResult {
  files: DemoLocalFile[];
  /** Absolute paths read, for the bundler's watch list. */
  paths: string[];
  /** Bare specifiers imported by the local files. */
  packages: string[];
}

function resolveLocal(fromDir: string, specifier: string, demoDir: string, importer: string): string {
  const target = path.resolve(fromDir, specifier);
  const relative = path.relative(demoDir, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`${importer} imports "${specifier}": a demo may only import files from its own folder.`);
  }
  const candidates =
    path.extname(target) && fs.existsSync(target) ? [target] : LOCAL_EXTENSIONS.map((ext) => `${target}${ext}`);
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!found) throw new Error(`${importer} imports "${specifier}", which was not found next to it.`);
  return found;
}

/** Sibling files imported by `source`, directly or through each other, in import order. */
async function collectLocalFiles(mainFile: string, source: string): Promise<LocalFileResult> {
  const demoDir = path.dirname(mainFile);
  const result: LocalFileResult = { files: [], paths: [], packages: [] };
  const seen = new Set<string>([mainFile]);
  const queue: Array<{ file: string; text: string }> = [{ file: mainFile, text: source }];
  while (queue.length > 0) {
    const { file, text } = queue.shift()!;
    for (const specifier of importsOf(text)) {
      if (!specifier.startsWith('.')) {
        if (file !== mainFile) result.packages.push(specifier);
        continue;
      }
      const resolved = resolveLocal(path.dirname(file), specifier, demoDir, file);
      if (seen.has(resolved)) continue;
      seen.add(resolved);
      const content = normalizeSource(await fs.promises.readFile(resolved, 'utf8'));
      const fileName = path.relative(demoDir, resolved).split(path.sep).join('/');
      const isTs = /\.tsx?$/.test(resolved);
      result.files.push({ fileName, ts: content, js: isTs ? await deriveJs(content, fileName) : content });
      result.paths.push(resolved);
      if (/\.[jt]sx?$/.test(resolved)) queue.push({ file: resolved, text: content });
    }
  }
  return result;
}

export interface ReadDemoOptions {
  siteDir: string;
  file: string;
  readVersion?: VersionReader;
  /** `npm start`: a syntax error in the file is shown in place of the preview instead of failing (see brokenDemo.ts). */
  showErrorsInPlace?: boolean;
}

/**
 * The JavaScript derived from a demo file; in `npm start`, when the file does not parse, its TSX
 * as written, so that the code panel shows the writer the line the preview's error names.
 */
async function derivedOrWrittenJs(tsx: string, sourcePath: string, showErrorsInPlace: boolean): Promise<string> {
  try {
    return await deriveJs(tsx, sourcePath);
  } catch (error) {
    if (showErrorsInPlace && error instanceof DemoSyntaxError) return tsx;
    throw error;
  }
}

/** Everything about one styling of a demo, plus the files that were read. */
export async function readDemoSource({
  siteDir,
  file,
  readVersion = installedVersionReader(siteDir),
  showErrorsInPlace = false,
}: ReadDemoOptions): Promise<{
  source: DemoSource;
  paths: string[];
}> {
  const { name, styling } = parseDemoFile(file);
  const tsx = normalizeSource(await fs.promises.readFile(file, 'utf8'));
  const fileName = path.basename(file);
  const imports = importsOf(tsx);
  const local = await collectLocalFiles(file, tsx);
  for (const specifier of [...imports, ...local.packages]) {
    const pkg = packageOfSpecifier(specifier);
    if (pkg && !readVersion(pkg)) throw new Error(`${file}: "${specifier}" is imported, but ${pkg} is not installed.`);
  }
  const packages = runtimePackages([...imports, ...local.packages]);
  if (styling === 'Tailwind') packages.push('tailwindcss');
  const manifests = packages.map((pkg) => path.join(siteDir, 'node_modules', pkg, 'package.json'));
  const sourcePath = path.relative(siteDir, file).split(path.sep).join('/');
  const source: DemoSource = {
    styling,
    fileName,
    sourcePath,
    tsx,
    js: await derivedOrWrittenJs(tsx, sourcePath, showErrorsInPlace),
    files: local.files,
    dependencies: versionsOf(packages.sort(), readVersion),
    devDependencies: versionsOf(TYPESCRIPT_PACKAGES, readVersion),
  };
  if (styling === 'Tailwind') {
    source.css = await compileTailwindCss(name, [tsx, ...local.files.map((entry) => entry.ts)]);
  }
  return { source, paths: [...local.paths, ...manifests] };
}

export interface CompiledDemoModule {
  code: string;
  /** Files whose change must rebuild the module. */
  fileDependencies: string[];
  /** Files whose creation must rebuild the module (stylings not written yet). */
  missingDependencies: string[];
}

const literal = (value: unknown) => JSON.stringify(value);
const request = (file: string, query = '') => literal(`./${path.basename(file)}${query}`);

/**
 * How every demo chunk's name starts (see routeChunks.ts: demo chunks stay out of Docusaurus's
 * `common` chunk); each lazy request kind (`demo-live`, `demo-variant` …) names its chunk.
 */
export const DEMO_CHUNK_PREFIX = 'demo-';

/**
 * The lazy chunk every demo of the same page (folder) shares for one kind and styling: the
 * client runtime, which every page loads, maps each lazy chunk to its file, so one chunk per
 * demo made every page pay for every demo of the site.
 */
export function demoChunkName(
  siteDir: string,
  file: string,
  chunkKind: DemoChunkKind,
  styling: CodeStyling = 'System',
): string {
  const folder = path.relative(siteDir, path.dirname(file)).split(path.sep).join('/');
  const group = createHash('sha1').update(folder).digest('hex').slice(0, 8);
  return `${chunkKind}-${styling.toLowerCase()}-${group}`;
}

const lazyImport = (
  file: string,
  query: `?${DemoChunkKind}`,
  siteDir: string,
  styling: CodeStyling = 'System',
  chunkKind = query.slice(1) as DemoChunkKind,
) =>
  `import(/* webpackChunkName: ${literal(demoChunkName(siteDir, file, chunkKind, styling))} */ ${request(file, query)})`;

export interface DemoRequest {
  siteDir: string;
  resourcePath: string;
  kind: DemoRequestKind;
  /** The server bundle renders System previews into the HTML; the browser loads them lazily. */
  isServer: boolean;
  /**
   * Whether the `?demo` module carries the System source itself (the server bundle, and `npm
   * start`, where saving a demo hands its new source to the open page); production browser
   * bundles load it with `loadSystem` when a reader first needs the code.
   */
  inlineSources?: boolean;
  /** The dev server's browser bundle: a demo file with a syntax error shows it in place of its preview. */
  showErrorsInPlace?: boolean;
  readVersion?: VersionReader;
}

/**
 * The module for one request on a demo file:
 * - `?demo` (the page imports it): name, stylings, the System source, and loaders for the rest;
 *   on the server also the System preview itself;
 * - `?demo-live`: the System preview (component + demo theme), a chunk of its own;
 * - `?demo-variant`: a Tailwind or CSS styling, source and component together;
 * - `?demo-scope`: the file's imports, for the live editor;
 * - `?demo-source`: the System source (TSX, JS, local files), loaded when a reader opens, copies or
 *   exports the code.
 */
export async function compileDemoRequest({
  siteDir,
  resourcePath,
  kind,
  isServer,
  inlineSources = isServer,
  showErrorsInPlace = false,
  readVersion = installedVersionReader(siteDir),
}: DemoRequest): Promise<CompiledDemoModule> {
  const { dir, name, styling } = parseDemoFile(resourcePath);

  if (kind === 'demo-scope') {
    const tsx = normalizeSource(await fs.promises.readFile(resourcePath, 'utf8'));
    const specifiers = [...new Set(['react', ...runtimeImportsOf(tsx)])];
    const imports = specifiers.map((specifier, index) => `import * as m${index} from ${literal(specifier)};`);
    const entries = specifiers.map((specifier, index) => `  ${literal(specifier)}: m${index},`);
    return {
      code: `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`,
      fileDependencies: [resourcePath],
      missingDependencies: [],
    };
  }

  if (kind === 'demo-live') {
    return {
      code: [
        `import Component from ${request(resourcePath)};`,
        `import Theme from ${literal(demoThemeModule(siteDir, resourcePath))};`,
        'export default { component: Component, Theme: Theme };',
        '',
      ].join('\n'),
      fileDependencies: [resourcePath],
      missingDependencies: [],
    };
  }

  if (kind === 'demo-source') {
    const { source, paths } = await readDemoSource({ siteDir, file: resourcePath, readVersion });
    return {
      code: `export default ${literal(source)};\n`,
      fileDependencies: [resourcePath, ...paths],
      missingDependencies: [],
    };
  }

  if (kind === 'demo-variant') {
    if (styling === 'System') throw new Error(`${resourcePath}: the System styling is loaded with ?demo-live.`);
    const { source, paths } = await readDemoSource({ siteDir, file: resourcePath, readVersion, showErrorsInPlace });
    return {
      code: [
        `import Component from ${request(resourcePath)};`,
        `const variant = Object.assign({ component: Component }, ${literal(source)});`,
        'export default variant;',
        ...(isServer ? [] : [hotSourceUpdateCode(name, 'variant')]),
        '',
      ].join('\n'),
      fileDependencies: [resourcePath, ...paths],
      missingDependencies: [],
    };
  }

  if (styling !== 'System') {
    throw new Error(
      `${resourcePath}: import the System file ${name}.tsx with ?demo; other stylings are found from it.`,
    );
  }
  const { source, paths } = await readDemoSource({ siteDir, file: resourcePath, readVersion, showErrorsInPlace });
  const stylings: CodeStyling[] = ['System'];
  const missing: string[] = [];
  // In `npm start`, every lazy import is watched for a chunk that never comes (stalledPreview.ts).
  const watched = (loading: string, what: string) =>
    showErrorsInPlace ? `reloadIfStalled(${loading}, ${literal(`${name}: ${what}`)})` : loading;
  // The server renders the System styling only and no live editor, so its bundle leaves out the
  // other stylings and the editor scopes (their loaders fail if it ever calls them).
  const lazyPart = (file: string, query: '?demo-variant' | '?demo-scope', styling: CodeStyling) => {
    if (isServer) return 'notOnServer';
    const what = query === '?demo-scope' ? `the live editor's ${styling} imports` : `the ${styling} styling`;
    return `() => ${watched(lazyImport(file, query, siteDir, styling), what)}`;
  };
  const load: string[] = [];
  const scope: string[] = [`    System: ${lazyPart(resourcePath, '?demo-scope', 'System')},`];
  for (const [other] of STYLING_INFIXES.slice(1)) {
    const file = demoFile(dir, name, other);
    if (!fs.existsSync(file)) {
      missing.push(file);
      continue;
    }
    stylings.push(other);
    load.push(`    ${other}: ${lazyPart(file, '?demo-variant', other)},`);
    scope.push(`    ${other}: ${lazyPart(file, '?demo-scope', other)},`);
  }
  const code = [
    ...(showErrorsInPlace ? [`import { reloadIfStalled } from ${literal(STALLED_PREVIEW_MODULE)};`] : []),
    ...(isServer
      ? [
          `import Component from ${request(resourcePath)};`,
          `import Theme from ${literal(demoThemeModule(siteDir, resourcePath))};`,
          'const live = { component: Component, Theme: Theme };',
          `const notOnServer = () => Promise.reject(new Error(${literal(`${name}: the server renders the System styling only.`)}));`,
        ]
      : []),
    'const demo = {',
    `  name: ${literal(name)},`,
    `  stylings: ${literal(stylings)},`,
    `  systemInfo: ${literal({ styling: source.styling, fileName: source.fileName, sourcePath: source.sourcePath })},`,
    ...(inlineSources
      ? [`  system: ${literal(source)},`, '  loadSystem: () => Promise.resolve({ default: demo.system }),']
      : // In the live previews' chunk: the code is at hand once a demo is live, at no extra chunk.
        [`  loadSystem: () => ${lazyImport(resourcePath, '?demo-source', siteDir, 'System', 'demo-live')},`]),
    ...(isServer
      ? ['  live: live,', '  loadLive: () => Promise.resolve({ default: live }),']
      : [`  loadLive: () => ${watched(lazyImport(resourcePath, '?demo-live', siteDir), 'the preview')},`]),
    `  load: {\n${load.join('\n')}\n  },`,
    `  scope: {\n${scope.join('\n')}\n  },`,
    '};',
    'export default demo;',
    ...(isServer || !inlineSources ? [] : [hotSourceUpdateCode(name, 'demo.system', 'demo.loadLive')]),
    '',
  ].join('\n');
  return { code, fileDependencies: [resourcePath, ...paths], missingDependencies: missing };
}
