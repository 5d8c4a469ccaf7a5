/**
 * "Open in StackBlitz / CodeSandbox": a complete Vite project for one demo, on the site's one
 * project skeleton (../sandboxProject.ts): package.json with the demo's dependencies at the
 * site's installed versions, index.html, an entry file, the demo and its local imports. The page
 * posts it with the shared submitter (../sandboxSubmit.ts, via src/components/Demo/openSandbox.ts).
 */
import { sortedRecord, TAILWIND_ENTRY_CSS, VITE_TOOLING, viteProjectFiles, type SandboxFiles } from '../sandboxProject';
import type { CodeVariant, DemoSource } from './types';

/** Build tooling of a demo's project: the one table's pins (everything else is installed for the site). */
export const SANDBOX_TOOLING: Readonly<Record<string, string>> = VITE_TOOLING;

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

export interface SandboxProject extends SandboxFiles {
  files: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  /** The file to open in the editor: the demo. */
  openFile: string;
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

function withFinalNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** The whole project for one demo, in the reader's code variant. */
export function buildSandboxProject({ demo, codeVariant, title, description, code }: SandboxRequest): SandboxProject {
  const typescript = codeVariant === 'TS';
  const tailwind = demo.styling === 'Tailwind';
  const material = '@mui/material' in demo.dependencies;
  const styledEngine = material && demo.styling === 'System';
  const demoFile = typescript ? 'src/Demo.tsx' : 'src/Demo.jsx';

  const dependencies: Record<string, string> = { ...demo.dependencies };
  const devDependencies: Record<string, string> = { ...SANDBOX_TOOLING };
  if (typescript) Object.assign(devDependencies, demo.devDependencies);
  if (tailwind) {
    const version = demo.dependencies.tailwindcss;
    if (!version) throw new Error(`The Tailwind demo ${demo.fileName} has no tailwindcss version.`);
    // @tailwindcss/vite is released in lockstep with tailwindcss.
    Object.assign(devDependencies, { tailwindcss: version, '@tailwindcss/vite': version });
    delete dependencies.tailwindcss;
  }

  const files = viteProjectFiles({
    name: projectName(title),
    title,
    description,
    typescript,
    dependencies,
    devDependencies,
    roboto: material,
    tailwind,
    entry: {
      imports: [
        ...(styledEngine ? ["import { StyledEngineProvider } from '@mui/material/styles';"] : []),
        ...(tailwind ? ["import './index.css';"] : []),
        "import Demo from './Demo';",
      ],
      body: styledEngine
        ? ['<StyledEngineProvider injectFirst>', '  <Demo />', '</StyledEngineProvider>']
        : ['<Demo />'],
    },
  });
  files[demoFile] = withFinalNewline(code ?? (typescript ? demo.tsx : demo.js));
  if (tailwind) files['src/index.css'] = TAILWIND_ENTRY_CSS;
  for (const file of demo.files) {
    files[projectPath(file.fileName, codeVariant)] = withFinalNewline(typescript ? file.ts : file.js);
  }

  return {
    title,
    description,
    files,
    dependencies: sortedRecord(dependencies),
    devDependencies: sortedRecord(devDependencies),
    openFile: demoFile,
  };
}
