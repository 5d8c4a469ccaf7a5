import fs from 'node:fs';
import path from 'node:path';
import { TEMPLATES } from '../templates/catalog';
import { loadTemplateProject, readInstalledVersions } from '../../plugins/template-sources';
import { STACKBLITZ_ACTION, codeSandboxDefinition } from './sandboxProject';
import {
  TEMPLATE_DEPENDENCIES,
  buildTemplateProject,
  componentName,
  languageOf,
  relativeImports,
  resolveImport,
  stackBlitzFields,
  unresolvedImports,
  type InstalledVersions,
} from './templateProject';

const siteDir = path.resolve(__dirname, '../..');
const templatesDir = path.join(siteDir, 'src/templates');
const installed = readInstalledVersions(siteDir);

function installedVersion(name: string): string {
  return (
    JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

const fakeVersions = Object.fromEntries(TEMPLATE_DEPENDENCIES.map((name) => [name, '1.2.3'])) as InstalledVersions;

describe('buildTemplateProject', () => {
  const small = buildTemplateProject({
    slug: 'demo',
    title: 'Demo',
    description: 'A "demo" <page>.',
    entry: 'demo/Demo.tsx',
    sources: {
      'demo/Demo.tsx': "import Main from '../shared/Main';\nexport default function Demo() { return <Main />; }\n",
      'shared/Main.tsx': 'export default function Main() { return null; }\n',
      'templateTheme.ts': 'export function createTemplateTheme() {}\n',
    },
    versions: fakeVersions,
  });

  it('writes the standalone project files', () => {
    expect(Object.keys(small.files)).toEqual([
      'README.md',
      'package.json',
      'index.html',
      'vite.config.ts',
      'tsconfig.json',
      'src/main.tsx',
      'src/demo/Demo.tsx',
      'src/shared/Main.tsx',
      'src/templateTheme.ts',
    ]);
    expect(small.name).toBe('mui-template-demo');
    expect(small.files['index.html']).toContain('A &quot;demo&quot; &lt;page&gt;.');
    expect(small.files['index.html']).toContain('src="/src/main.tsx"');
    expect(small.files['README.md']).toContain('npm run dev');
    expect(JSON.parse(small.files['tsconfig.json']).compilerOptions).toMatchObject({ jsx: 'react-jsx', strict: true });
    expect(small.files['vite.config.ts']).toContain("import react from '@vitejs/plugin-react'");
  });

  it('pins runtime dependencies and ranges the tooling', () => {
    const manifest = JSON.parse(small.files['package.json']);
    expect(manifest.name).toBe('mui-template-demo');
    expect(manifest.scripts).toMatchObject({ dev: 'vite', build: 'vite build' });
    expect(manifest.dependencies).toEqual(fakeVersions);
    expect(Object.keys(manifest.devDependencies)).toEqual(
      expect.arrayContaining(['vite', '@vitejs/plugin-react', 'typescript']),
    );
    for (const range of Object.values(manifest.devDependencies)) expect(range).toMatch(/^\^\d+\.\d+\.\d+$/);
  });

  it('renders the template inside the theme', () => {
    const main = small.files['src/main.tsx'];
    expect(main).toContain("import Demo from './demo/Demo';");
    expect(main).toContain("import { createTemplateTheme } from './templateTheme';");
    expect(main).toMatch(/<ThemeProvider theme=\{theme\}>\s*<CssBaseline \/>\s*<Demo \/>\s*<\/ThemeProvider>/);
    expect(main).toContain("createTemplateTheme('ltr')");
  });

  it('rejects a missing entry, missing versions and escaping paths', () => {
    const base = { slug: 'x', title: 'X', description: '', versions: fakeVersions };
    expect(() => buildTemplateProject({ ...base, entry: 'x/X.tsx', sources: {} })).toThrow(/not among its sources/);
    expect(() =>
      buildTemplateProject({
        ...base,
        entry: 'x/X.tsx',
        sources: { 'x/X.tsx': '' },
        versions: { ...fakeVersions, react: '' },
      }),
    ).toThrow(/react/);
    expect(() =>
      buildTemplateProject({ ...base, entry: 'x/X.tsx', sources: { 'x/X.tsx': '', '../a.ts': '' } }),
    ).toThrow(/Invalid source path/);
  });
});

describe('relative import check', () => {
  it('finds static, re-export, side-effect and dynamic imports', () => {
    const code = [
      "import A, { b } from './a';",
      "import type { T } from '../types';",
      "export { c } from './c';",
      "import './side.css';",
      "const lazy = import('./lazy');",
      "import React from 'react';",
      "import {\n  d,\n  e,\n} from './multi';",
    ].join('\n');
    expect(relativeImports(code).sort()).toEqual(['../types', './a', './c', './lazy', './multi', './side.css']);
  });

  it('resolves extensions and index files and reports what is missing', () => {
    const files = {
      'src/a/A.tsx': "import B from '../b';\nimport C from './C';\nimport X from './missing';",
      'src/b/index.ts': '',
      'src/a/C.tsx': '',
    };
    expect(resolveImport(files, 'src/a/A.tsx', '../b')).toBe('src/b/index.ts');
    expect(resolveImport(files, 'src/a/A.tsx', './C')).toBe('src/a/C.tsx');
    expect(unresolvedImports(files)).toEqual([{ file: 'src/a/A.tsx', specifier: './missing' }]);
  });
});

describe.each(TEMPLATES.map((template) => [template.slug, template] as const))('the %s project', (slug, template) => {
  const project = loadTemplateProject(templatesDir, template, installed);

  it('depends on the installed versions', () => {
    const manifest = JSON.parse(project.files['package.json']);
    expect(manifest.name).toBe(`mui-template-${slug}`);
    for (const name of [
      'react',
      'react-dom',
      '@mui/material',
      '@mui/icons-material',
      '@emotion/react',
      '@emotion/styled',
    ]) {
      expect(manifest.dependencies[name]).toBe(installedVersion(name));
    }
  });

  it('renders its own template from main.tsx', () => {
    const entry = template.sourcePath.replace(/^src\/templates\//, '');
    const name = componentName(entry);
    expect(project.files[`src/${entry}`]).toMatch(new RegExp(`export default function ${name}\\b`));
    expect(project.files['src/main.tsx']).toContain(`import ${name} from './${entry.replace(/\.tsx$/, '')}';`);
    expect(project.files['src/main.tsx']).toContain(`<${name} />`);
  });

  it('has every relative import resolve inside the project', () => {
    expect(unresolvedImports(project.files)).toEqual([]);
    expect(project.files['src/templateTheme.ts']).toContain('export function createTemplateTheme');
  });

  it('leaves out Docusaurus-only code', () => {
    expect(Object.keys(project.files).some((file) => file.includes('TemplateFrame'))).toBe(false);
    for (const code of Object.values(project.files)) expect(code).not.toMatch(/from '@(docusaurus|site|theme)\//);
  });
});

describe('online editor builders', () => {
  const project = buildTemplateProject({
    slug: 'demo',
    title: 'Demo',
    description: 'A demo.',
    entry: 'demo/Demo.tsx',
    sources: { 'demo/Demo.tsx': 'export default function Demo() { return null; }\n', 'templateTheme.ts': '' },
    versions: fakeVersions,
  });

  it('builds StackBlitz POST fields with every file', () => {
    const fields = stackBlitzFields(project);
    expect(STACKBLITZ_ACTION).toBe('https://stackblitz.com/run');
    expect(fields.slice(0, 3)).toEqual([
      ['project[title]', 'Demo – Material UI template'],
      ['project[description]', 'A demo.'],
      ['project[template]', 'node'],
    ]);
    const files = Object.fromEntries(fields.slice(3));
    expect(files).toEqual(
      Object.fromEntries(Object.entries(project.files).map(([file, content]) => [`project[files][${file}]`, content])),
    );
  });

  it('builds the CodeSandbox definition', () => {
    const definition = codeSandboxDefinition(project);
    expect(Object.keys(definition.files)).toEqual(Object.keys(project.files));
    expect(definition.files['package.json']).toEqual({ content: project.files['package.json'], isBinary: false });
  });

  it('picks a highlighting language from the extension', () => {
    expect(['a.tsx', 'b.ts', 'c.json', 'd.html', 'e.md', 'f'].map(languageOf)).toEqual([
      'tsx',
      'ts',
      'json',
      'html',
      'markdown',
      'text',
    ]);
  });
});
