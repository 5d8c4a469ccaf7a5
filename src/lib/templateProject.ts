/**
 * Turns a page template's source files into a complete, standalone Vite + React + TypeScript
 * project, and builds the form fields that open such a project in StackBlitz or CodeSandbox.
 *
 * Pure: no file system, no network. The `template-sources` plugin reads the files at build time
 * and the `TemplateSource` page builds the online-editor forms from the same project.
 */

/** Runtime packages of a template; their versions are the ones installed in this repository. */
export const TEMPLATE_DEPENDENCIES = [
  'react',
  'react-dom',
  '@mui/material',
  '@mui/icons-material',
  '@emotion/react',
  '@emotion/styled',
] as const;

export type TemplateDependency = (typeof TEMPLATE_DEPENDENCIES)[number];

export type InstalledVersions = Record<TemplateDependency, string>;

/** Tooling of the generated project: ranges, not pins, so the project keeps installing. */
export const TEMPLATE_DEV_DEPENDENCIES: Readonly<Record<string, string>> = {
  '@types/react': '^18.3.0',
  '@types/react-dom': '^18.3.0',
  '@vitejs/plugin-react': '^4.3.0',
  typescript: '^5.6.0',
  vite: '^5.4.0',
};

export interface TemplateProjectInput {
  slug: string;
  title: string;
  description: string;
  /**
   * The template's sources, keyed by their path relative to `src/templates/` in this repository
   * (`marketing/Marketing.tsx`, `shared/Main.tsx`, `templateTheme.ts`, `catalog.ts`). They keep
   * the same layout under the project's `src/`, so their relative imports stay valid.
   */
  sources: Readonly<Record<string, string>>;
  /** The template's main file (default export), relative to `src/templates/`. */
  entry: string;
  versions: InstalledVersions;
}

export interface TemplateProject {
  slug: string;
  title: string;
  description: string;
  /** The project's package name, also the ZIP's base name. */
  name: string;
  /** Project files keyed by POSIX path, in display order. */
  files: Record<string, string>;
}

export function projectName(slug: string): string {
  return `mui-template-${slug}`;
}

function stripExtension(file: string): string {
  return file.replace(/\.(tsx?|jsx?)$/, '');
}

function packageJson(input: TemplateProjectInput): string {
  const missing = TEMPLATE_DEPENDENCIES.filter((name) => !input.versions[name]);
  if (missing.length > 0) throw new Error(`Missing installed versions for ${missing.join(', ')}.`);
  const manifest = {
    name: projectName(input.slug),
    version: '0.0.0',
    private: true,
    description: input.description,
    type: 'module',
    scripts: {
      dev: 'vite',
      build: 'vite build',
      preview: 'vite preview',
      typecheck: 'tsc --noEmit',
    },
    dependencies: Object.fromEntries(TEMPLATE_DEPENDENCIES.map((name) => [name, input.versions[name]])),
    devDependencies: { ...TEMPLATE_DEV_DEPENDENCIES },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function indexHtml(input: TemplateProjectInput): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="${escapeHtml(input.description)}" />
    <title>${escapeHtml(input.title)} – Material UI template</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;
}

/** Name of the template component in `main.tsx`, from its file name (`SignInSide`). */
export function componentName(entry: string): string {
  const base = stripExtension(entry.split('/').pop() ?? entry).replace(/[^A-Za-z0-9_$]/g, '');
  return /^[A-Z]/.test(base) ? base : 'Template';
}

function mainTsx(input: TemplateProjectInput): string {
  const name = componentName(input.entry);
  return `import React from 'react';
import ReactDOM from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createTemplateTheme } from './templateTheme';
import ${name} from './${stripExtension(input.entry)}';

const theme = createTemplateTheme('ltr');

ReactDOM.createRoot(document.getElementById('root')!).render(
  <React.StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <${name} />
    </ThemeProvider>
  </React.StrictMode>,
);
`;
}

const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2020',
      useDefineForClassFields: true,
      lib: ['ES2020', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      skipLibCheck: true,
      moduleResolution: 'bundler',
      allowImportingTsExtensions: true,
      resolveJsonModule: true,
      isolatedModules: true,
      noEmit: true,
      jsx: 'react-jsx',
      strict: true,
      noFallthroughCasesInSwitch: true,
    },
    include: ['src'],
  },
  null,
  2,
)}\n`;

const VITE_CONFIG = `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
});
`;

function readme(input: TemplateProjectInput): string {
  return `# ${input.title} – Material UI template

${input.description}

A standalone [Vite](https://vite.dev/) + React + TypeScript project built with Material UI.

## Run it

\`\`\`bash
npm install
npm run dev
\`\`\`

Then open the address Vite prints (http://localhost:5173/ by default).

## Other scripts

- \`npm run build\` – production build in \`dist/\`
- \`npm run preview\` – serve the production build
- \`npm run typecheck\` – check the types with TypeScript

## Where things are

- \`src/main.tsx\` – renders the template inside the theme
- \`src/${input.entry}\` – the template
- \`src/templateTheme.ts\` – the shared theme (light and dark colour schemes)
- \`src/shared/\` – components shared by the templates
`;
}

const SOURCE_ORDER = (path: string): number => (path.includes('/') ? (path.startsWith('shared/') ? 1 : 0) : 2);

/** Builds the whole project; throws when the entry is missing from the sources. */
export function buildTemplateProject(input: TemplateProjectInput): TemplateProject {
  if (!(input.entry in input.sources)) {
    throw new Error(`The entry ${input.entry} of template "${input.slug}" is not among its sources.`);
  }
  const files: Record<string, string> = {
    'README.md': readme(input),
    'package.json': packageJson(input),
    'index.html': indexHtml(input),
    'vite.config.ts': VITE_CONFIG,
    'tsconfig.json': TSCONFIG,
    'src/main.tsx': mainTsx(input),
  };
  const sourcePaths = Object.keys(input.sources).sort(
    (a, b) =>
      Number(b === input.entry) - Number(a === input.entry) || SOURCE_ORDER(a) - SOURCE_ORDER(b) || a.localeCompare(b),
  );
  for (const path of sourcePaths) {
    if (path.startsWith('/') || path.split('/').includes('..')) throw new Error(`Invalid source path: ${path}`);
    files[`src/${path}`] = input.sources[path];
  }
  return { slug: input.slug, title: input.title, description: input.description, name: projectName(input.slug), files };
}

/** Relative module specifiers (`./x`, `../shared/y`) of static, side-effect and dynamic imports. */
export function relativeImports(code: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) found.add(match[1]);
  }
  return [...found];
}

function joinPath(fromFile: string, specifier: string): string {
  const parts = fromFile.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx'];

/** The project file a relative import resolves to, or `undefined`. */
export function resolveImport(files: Readonly<Record<string, string>>, fromFile: string, specifier: string) {
  const base = joinPath(fromFile, specifier);
  return RESOLVE_SUFFIXES.map((suffix) => base + suffix).find((candidate) => candidate in files);
}

/** Every relative import of a script file that does not resolve to a project file. */
export function unresolvedImports(files: Readonly<Record<string, string>>): { file: string; specifier: string }[] {
  const missing: { file: string; specifier: string }[] = [];
  for (const [file, code] of Object.entries(files)) {
    if (!/\.(tsx?|jsx?)$/.test(file)) continue;
    for (const specifier of relativeImports(code)) {
      if (!resolveImport(files, file, specifier)) missing.push({ file, specifier });
    }
  }
  return missing;
}

/** Where StackBlitz's POST API creates a project. */
export const STACKBLITZ_ACTION = 'https://stackblitz.com/run';

/** Form fields for StackBlitz's POST API (https://developer.stackblitz.com/platform/api/post-api). */
export function stackBlitzFields(project: TemplateProject): [name: string, value: string][] {
  return [
    ['project[title]', `${project.title} – Material UI template`],
    ['project[description]', project.description],
    ['project[template]', 'node'],
    ...Object.entries(project.files).map(([path, content]): [string, string] => [`project[files][${path}]`, content]),
  ];
}

/**
 * CodeSandbox's Define API. Its form field `parameters` must be LZ-string compressed (a library
 * this site does not ship), so the page uses the documented JSON variant instead: a POST of the
 * plain JSON body to `?json=1`, which answers `{ "sandbox_id": "…" }`.
 */
export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define?json=1';

export interface CodeSandboxDefinition {
  files: Record<string, { content: string; isBinary: false }>;
}

export function codeSandboxDefinition(project: TemplateProject): CodeSandboxDefinition {
  return {
    files: Object.fromEntries(
      Object.entries(project.files).map(([path, content]) => [path, { content, isBinary: false as const }]),
    ),
  };
}

/** The editor URL of a sandbox created through the Define API. */
export function codeSandboxUrl(sandboxId: string, file = 'src/main.tsx'): string {
  return `https://codesandbox.io/p/sandbox/${encodeURIComponent(sandboxId)}?file=${encodeURIComponent(`/${file}`)}`;
}

/** Language for syntax highlighting, from the file extension. */
export function languageOf(path: string): string {
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  const languages: Record<string, string> = {
    ts: 'ts',
    tsx: 'tsx',
    js: 'js',
    jsx: 'jsx',
    json: 'json',
    html: 'html',
    md: 'markdown',
    css: 'css',
  };
  return languages[extension] ?? 'text';
}
