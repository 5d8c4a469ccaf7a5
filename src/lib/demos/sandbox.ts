/**
 * "Open in StackBlitz / CodeSandbox": a complete Vite project for one demo (package.json with
 * the demo's dependencies at the site's installed versions, index.html, an entry file, the demo
 * and its local imports), and the fields of the form that posts it to each service's public
 * "define" endpoint. Pure: the page compresses and submits (src/components/Demo/openSandbox.ts).
 */
import type { CodeVariant, DemoSource } from './types';

/**
 * Build tooling of the generated project. The site does not install Vite, so these are pinned
 * here; everything the demo itself imports comes with the versions installed for the site.
 */
export const SANDBOX_TOOLING: Readonly<Record<string, string>> = {
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
};

export const STACKBLITZ_URL = 'https://stackblitz.com/run';
export const CODESANDBOX_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

export interface SandboxRequest {
  demo: DemoSource;
  codeVariant: CodeVariant;
  /** Shown as the project's title, e.g. "Button variants". */
  title: string;
  /** One line saying where the demo comes from. */
  description: string;
  /** The main file as the reader edited it; by default the demo's source in `codeVariant`. */
  code?: string;
}

export interface SandboxProject {
  title: string;
  description: string;
  /** Path inside the project -> text. */
  files: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  /** The file to open in the editor: the demo. */
  openFile: string;
}

export interface SandboxForm {
  action: string;
  method: 'POST';
  target: '_blank';
  /** Hidden inputs: name -> value. */
  fields: Record<string, string>;
}

/** `Button variants` -> `button-variants`, a valid npm package name. */
export function projectName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'demo';
}

/** Where a demo-folder file goes in the project, renamed for JavaScript (`.ts` -> `.js`, `.tsx` -> `.jsx`). */
export function projectPath(fileName: string, codeVariant: CodeVariant): string {
  if (codeVariant === 'TS') return `src/${fileName}`;
  return `src/${fileName.replace(/\.tsx$/, '.jsx').replace(/\.ts$/, '.js')}`;
}

function sortedRecord(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

function indexHtml(title: string, materialFonts: boolean, entry: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const fonts = materialFonts
    ? [
        '    <link rel="preconnect" href="https://fonts.googleapis.com" />',
        '    <link rel="preconnect" href="https://fonts.gstatic.com" crossorigin />',
        '    <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Roboto:wght@300;400;500;700&display=swap" />',
      ]
    : [];
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="initial-scale=1, width=device-width" />',
    `    <title>${escaped}</title>`,
    ...fonts,
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    `    <script type="module" src="/${entry}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

function entrySource(codeVariant: CodeVariant, withStyledEngine: boolean, cssImport: string | null): string {
  const rootLookup = codeVariant === 'TS' ? "document.getElementById('root')!" : "document.getElementById('root')";
  const imports = [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
    ...(withStyledEngine ? ["import { StyledEngineProvider } from '@mui/material/styles';"] : []),
    ...(cssImport ? [`import '${cssImport}';`] : []),
    "import Demo from './Demo';",
  ];
  const demo = withStyledEngine
    ? ['    <StyledEngineProvider injectFirst>', '      <Demo />', '    </StyledEngineProvider>']
    : ['    <Demo />'];
  return [
    ...imports,
    '',
    `ReactDOM.createRoot(${rootLookup}).render(`,
    '  <React.StrictMode>',
    ...demo,
    '  </React.StrictMode>,',
    ');',
    '',
  ].join('\n');
}

const VITE_CONFIG = [
  "import { defineConfig } from 'vite';",
  "import react from '@vitejs/plugin-react';",
  '',
  'export default defineConfig({',
  '  plugins: [react()],',
  '});',
  '',
].join('\n');

const VITE_CONFIG_TAILWIND = [
  "import { defineConfig } from 'vite';",
  "import react from '@vitejs/plugin-react';",
  "import tailwindcss from '@tailwindcss/vite';",
  '',
  'export default defineConfig({',
  '  plugins: [react(), tailwindcss()],',
  '});',
  '',
].join('\n');

/** Tailwind's entry stylesheet; `dark:` follows `data-theme="dark"` as on the docs site. */
export const TAILWIND_ENTRY_CSS = [
  '@import "tailwindcss";',
  '',
  '@custom-variant dark (&:where([data-theme=dark], [data-theme=dark] *));',
  '',
].join('\n');

export const SANDBOX_TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: true,
      isolatedModules: true,
      noEmit: true,
    },
    include: ['src'],
  },
  null,
  2,
)}\n`;

/** The whole project for one demo, in the reader's code variant. */
export function buildSandboxProject({ demo, codeVariant, title, description, code }: SandboxRequest): SandboxProject {
  const ts = codeVariant === 'TS';
  const tailwind = demo.styling === 'Tailwind';
  const material = '@mui/material' in demo.dependencies;
  const entry = ts ? 'src/main.tsx' : 'src/main.jsx';
  const demoFile = ts ? 'src/Demo.tsx' : 'src/Demo.jsx';

  const dependencies: Record<string, string> = { ...demo.dependencies };
  const devDependencies: Record<string, string> = { ...SANDBOX_TOOLING };
  if (ts) Object.assign(devDependencies, demo.devDependencies);
  if (tailwind) {
    const version = demo.dependencies.tailwindcss;
    if (!version) throw new Error(`The Tailwind demo ${demo.fileName} has no tailwindcss version.`);
    // @tailwindcss/vite is released in lockstep with tailwindcss.
    Object.assign(devDependencies, { tailwindcss: version, '@tailwindcss/vite': version });
    delete dependencies.tailwindcss;
  }

  const packageJson = {
    name: projectName(title),
    version: '0.0.0',
    private: true,
    description,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies: sortedRecord(dependencies),
    devDependencies: sortedRecord(devDependencies),
  };

  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': indexHtml(title, material, entry),
    [ts ? 'vite.config.ts' : 'vite.config.js']: tailwind ? VITE_CONFIG_TAILWIND : VITE_CONFIG,
    [entry]: entrySource(codeVariant, material && demo.styling === 'System', tailwind ? './index.css' : null),
    [demoFile]: withFinalNewline(code ?? (ts ? demo.tsx : demo.js)),
  };
  if (ts) files['tsconfig.json'] = SANDBOX_TSCONFIG;
  if (tailwind) files['src/index.css'] = TAILWIND_ENTRY_CSS;
  for (const file of demo.files) {
    files[projectPath(file.fileName, codeVariant)] = withFinalNewline(ts ? file.ts : file.js);
  }

  return {
    title,
    description,
    files,
    dependencies: packageJson.dependencies,
    devDependencies: packageJson.devDependencies,
    openFile: demoFile,
  };
}

function withFinalNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** StackBlitz's POST API: one hidden input per file, plus the title, description and template. */
export function stackBlitzForm(project: SandboxProject): SandboxForm {
  const fields: Record<string, string> = {
    'project[title]': project.title,
    'project[description]': project.description,
    'project[template]': 'node',
  };
  for (const [path, content] of Object.entries(project.files)) fields[`project[files][${path}]`] = content;
  return {
    action: `${STACKBLITZ_URL}?file=${encodeURIComponent(project.openFile)}`,
    method: 'POST',
    target: '_blank',
    fields,
  };
}

/** The JSON CodeSandbox's define API reads, before compression. */
export function codeSandboxParameters(project: SandboxProject): {
  files: Record<string, { content: string; isBinary: false }>;
} {
  const files: Record<string, { content: string; isBinary: false }> = {};
  for (const [path, content] of Object.entries(project.files)) files[path] = { content, isBinary: false };
  return { files };
}

/**
 * CodeSandbox's define API: `parameters` is the project JSON compressed with LZ-String
 * (URL-safe Base64); `compress` is passed in so this module stays free of that library.
 */
export function codeSandboxForm(project: SandboxProject, compress: (json: string) => string): SandboxForm {
  return {
    action: CODESANDBOX_URL,
    method: 'POST',
    target: '_blank',
    fields: {
      parameters: compress(JSON.stringify(codeSandboxParameters(project))),
      query: `file=/${project.openFile}`,
    },
  };
}
