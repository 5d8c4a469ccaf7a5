/**
 * Turns a page template's source files into a complete, standalone Vite + React + TypeScript
 * project, on the site's one project skeleton (sandboxProject.ts), which also opens it in
 * StackBlitz or CodeSandbox.
 *
 * Pure: no file system, no network. The `template-sources` plugin reads the files at build time
 * and the `TemplateSource` page builds the online-editor forms from the same project.
 */
import { stackBlitzForm, toolRanges, viteProjectFiles, type SandboxFiles } from './sandboxProject';

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

/** Name of the template component in `main.tsx`, from its file name (`SignInSide`). */
export function componentName(entry: string): string {
  const base = stripExtension(entry.split('/').pop() ?? entry).replace(/[^A-Za-z0-9_$]/g, '');
  return /^[A-Z]/.test(base) ? base : 'Template';
}

/** `Checkout – Material UI template`: the project's page title, README heading and editor title. */
function templateTitle(title: string): string {
  return `${title} – Material UI template`;
}

function readme(input: TemplateProjectInput): string {
  return `# ${templateTitle(input.title)}

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
  const missing = TEMPLATE_DEPENDENCIES.filter((name) => !input.versions[name]);
  if (missing.length > 0) throw new Error(`Missing installed versions for ${missing.join(', ')}.`);
  const name = componentName(input.entry);
  const files: Record<string, string> = {
    'README.md': readme(input),
    ...viteProjectFiles({
      name: projectName(input.slug),
      title: templateTitle(input.title),
      description: input.description,
      typescript: true,
      dependencies: Object.fromEntries(
        TEMPLATE_DEPENDENCIES.map((dependency) => [dependency, input.versions[dependency]]),
      ),
      devDependencies: toolRanges(),
      entry: {
        imports: [
          "import CssBaseline from '@mui/material/CssBaseline';",
          "import { ThemeProvider } from '@mui/material/styles';",
          "import { createTemplateTheme } from './templateTheme';",
          `import ${name} from './${stripExtension(input.entry)}';`,
        ],
        setup: ["const theme = createTemplateTheme('ltr');"],
        body: ['<ThemeProvider theme={theme}>', '  <CssBaseline />', `  <${name} />`, '</ThemeProvider>'],
      },
    }),
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

/**
 * What the online editors get of a template: its files, titled as a Material UI template;
 * `openFile` is the file CodeSandbox opens (StackBlitz opens its default).
 */
export function templateSandbox(project: TemplateProject, openFile?: string): SandboxFiles {
  return {
    title: templateTitle(project.title),
    description: project.description,
    files: project.files,
    ...(openFile ? { openFile } : {}),
  };
}

/** The hidden inputs of the page's StackBlitz form, in order. */
export function stackBlitzFields(project: TemplateProject): [name: string, value: string][] {
  return Object.entries(stackBlitzForm(templateSandbox(project)).fields);
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
