/**
 * The one skeleton of the standalone Vite + React projects the site generates: a page template's
 * download (templateProject.ts) and a demo's "Open in StackBlitz / CodeSandbox" project
 * (demos/sandbox.ts). Both take their package.json, index.html, Vite config, tsconfig and entry
 * file from here, their build tooling from one table, and open in the online editors through the
 * same two form posts. Pure: the page submits the forms (sandboxSubmit.ts, loaded on first use).
 */

/**
 * Tooling of every generated project, in one table. Vite and its React plugin are not installed
 * for the site, so they are pinned here. TypeScript and React's types are: a demo's project takes
 * the site's installed versions (plugins/demos reads them); a template download asks for at least
 * these. Downloads list the table as caret ranges, so they keep installing.
 */
export const TOOL_VERSIONS = {
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '5.6.0',
  '@types/react': '18.3.0',
  '@types/react-dom': '18.3.0',
} as const;

/** What builds and serves every project: Vite and its React plugin, pinned. */
export const VITE_TOOLING: Readonly<Record<string, string>> = {
  vite: TOOL_VERSIONS.vite,
  '@vitejs/plugin-react': TOOL_VERSIONS['@vitejs/plugin-react'],
};

/** The whole table as caret ranges (`^8.3.8`), for projects people download and keep. */
export function toolRanges(): Record<string, string> {
  return Object.fromEntries(Object.entries(TOOL_VERSIONS).map(([name, version]) => [name, `^${version}`]));
}

/** `&`, `<`, `>` and `"` escaped, for text and attribute values in index.html. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A copy with the keys in alphabetical order, as npm writes a package.json's dependencies. */
export function sortedRecord(record: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** The generated `tsconfig.json` of a TypeScript project. */
export const SANDBOX_TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      allowImportingTsExtensions: true,
      resolveJsonModule: true,
      isolatedModules: true,
      noEmit: true,
      jsx: 'react-jsx',
      strict: true,
      noFallthroughCasesInSwitch: true,
      skipLibCheck: true,
    },
    include: ['src'],
  },
  null,
  2,
)}\n`;

/** Tailwind's entry stylesheet; `dark:` follows `data-theme="dark"` as on the docs site. */
export const TAILWIND_ENTRY_CSS = [
  '@import "tailwindcss";',
  '',
  '@custom-variant dark (&:where([data-theme=dark], [data-theme=dark] *));',
  '',
].join('\n');

/** What goes into `src/main.tsx` (or `.jsx`) besides React and the root. */
export interface EntryModule {
  /** Import lines after React's and ReactDOM's. */
  imports: readonly string[];
  /** Statements between the imports and the render call. */
  setup?: readonly string[];
  /** The element tree inside `<React.StrictMode>`, one line each, indented from zero. */
  body: readonly string[];
}

export interface ViteProjectOptions {
  /** npm package name. */
  name: string;
  /** The page's `<title>`. */
  title: string;
  description: string;
  typescript: boolean;
  dependencies: Readonly<Record<string, string>>;
  devDependencies: Readonly<Record<string, string>>;
  /** Loads Roboto from Google Fonts, as Material UI's installation guide does. */
  roboto?: boolean;
  /** Compiles Tailwind with its Vite plugin. */
  tailwind?: boolean;
  entry: EntryModule;
}

/** `src/main.tsx` or `src/main.jsx`. */
export function entryPath(typescript: boolean): string {
  return typescript ? 'src/main.tsx' : 'src/main.jsx';
}

function packageJson(options: ViteProjectOptions): string {
  const manifest = {
    name: options.name,
    version: '0.0.0',
    private: true,
    description: options.description,
    type: 'module',
    scripts: {
      dev: 'vite',
      build: 'vite build',
      preview: 'vite preview',
      ...(options.typescript ? { typecheck: 'tsc --noEmit' } : {}),
    },
    dependencies: sortedRecord(options.dependencies),
    devDependencies: sortedRecord(options.devDependencies),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const ROBOTO = [
  '<link rel="preconnect" href="https://fonts.googleapis.com" />',
  '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin />',
  '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Roboto:wght@300;400;500;700&display=swap" />',
];

function indexHtml(options: ViteProjectOptions): string {
  const head = [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="initial-scale=1, width=device-width" />',
    ...(options.description ? [`<meta name="description" content="${escapeHtml(options.description)}" />`] : []),
    `<title>${escapeHtml(options.title)}</title>`,
    ...(options.roboto ? ROBOTO : []),
  ];
  return [
    '<!doctype html>',
    '<html lang="en" dir="ltr">',
    '  <head>',
    ...head.map((line) => `    ${line}`),
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    `    <script type="module" src="/${entryPath(options.typescript)}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

function viteConfig(tailwind: boolean): string {
  return [
    "import { defineConfig } from 'vite';",
    "import react from '@vitejs/plugin-react';",
    ...(tailwind ? ["import tailwindcss from '@tailwindcss/vite';"] : []),
    '',
    'export default defineConfig({',
    `  plugins: [react()${tailwind ? ', tailwindcss()' : ''}],`,
    '});',
    '',
  ].join('\n');
}

function entrySource(typescript: boolean, entry: EntryModule): string {
  const root = typescript ? "document.getElementById('root')!" : "document.getElementById('root')";
  return [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
    ...entry.imports,
    '',
    ...(entry.setup && entry.setup.length > 0 ? [...entry.setup, ''] : []),
    `ReactDOM.createRoot(${root}).render(`,
    '  <React.StrictMode>',
    ...entry.body.map((line) => `    ${line}`),
    '  </React.StrictMode>,',
    ');',
    '',
  ].join('\n');
}

/** package.json, index.html, the Vite config, tsconfig.json (TypeScript only) and the entry file, in that order. */
export function viteProjectFiles(options: ViteProjectOptions): Record<string, string> {
  const { typescript } = options;
  return {
    'package.json': packageJson(options),
    'index.html': indexHtml(options),
    [typescript ? 'vite.config.ts' : 'vite.config.js']: viteConfig(Boolean(options.tailwind)),
    ...(typescript ? { 'tsconfig.json': SANDBOX_TSCONFIG } : {}),
    [entryPath(typescript)]: entrySource(typescript, options.entry),
  };
}

/* Opening a project in an online editor */

export type SandboxProvider = 'stackblitz' | 'codesandbox';

/** What the online editors receive: the project's files and how to present them. */
export interface SandboxFiles {
  title: string;
  description: string;
  /** Path inside the project -> text. */
  files: Readonly<Record<string, string>>;
  /** The file the editor opens; its default when absent. */
  openFile?: string;
}

export interface SandboxForm {
  action: string;
  method: 'POST';
  target: '_blank';
  /** Hidden inputs: name -> value. */
  fields: Record<string, string>;
}

/** Where StackBlitz's POST API creates a project (https://developer.stackblitz.com/platform/api/post-api). */
export const STACKBLITZ_ACTION = 'https://stackblitz.com/run';

/** CodeSandbox's define API (https://codesandbox.io/docs/learn/sandboxes/cli-api#define-api). */
export const CODESANDBOX_ACTION = 'https://codesandbox.io/api/v1/sandboxes/define';

/** StackBlitz's POST API: the title, description and template, then one hidden input per file. */
export function stackBlitzForm(project: SandboxFiles): SandboxForm {
  const fields: Record<string, string> = {
    'project[title]': project.title,
    'project[description]': project.description,
    'project[template]': 'node',
  };
  for (const [path, content] of Object.entries(project.files)) fields[`project[files][${path}]`] = content;
  return {
    action: project.openFile ? `${STACKBLITZ_ACTION}?file=${encodeURIComponent(project.openFile)}` : STACKBLITZ_ACTION,
    method: 'POST',
    target: '_blank',
    fields,
  };
}

export interface CodeSandboxDefinition {
  files: Record<string, { content: string; isBinary: false }>;
}

/** The JSON CodeSandbox's define API reads, before compression. */
export function codeSandboxDefinition(project: Pick<SandboxFiles, 'files'>): CodeSandboxDefinition {
  const files: CodeSandboxDefinition['files'] = {};
  for (const [path, content] of Object.entries(project.files)) files[path] = { content, isBinary: false };
  return { files };
}

/**
 * CodeSandbox's define API: `parameters` is the project JSON compressed with LZ-String
 * (URL-safe Base64); `compress` is passed in so this module stays free of that library.
 */
export function codeSandboxForm(project: SandboxFiles, compress: (json: string) => string): SandboxForm {
  return {
    action: CODESANDBOX_ACTION,
    method: 'POST',
    target: '_blank',
    fields: {
      parameters: compress(JSON.stringify(codeSandboxDefinition(project))),
      ...(project.openFile ? { query: `file=/${project.openFile}` } : {}),
    },
  };
}
