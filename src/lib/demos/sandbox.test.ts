import fs from 'node:fs';
import path from 'node:path';
import { decompressFromBase64 } from 'lz-string';
import { readDemoSource } from '../../../plugins/demos/compile';
import { codeSandboxForm, stackBlitzForm } from '../sandboxProject';
import { compressForCodeSandbox } from '../sandboxSubmit';
import { buildSandboxProject, projectPath, SANDBOX_TOOLING, type SandboxProject } from './sandbox';
import type { DemoSource } from './types';

const SITE_DIR = path.resolve(__dirname, '../../..');
const TEST_PAGES = path.join(SITE_DIR, 'docs/docs-infra/test-pages');

/** The version installed for the site, read the way a reader of package.json would. */
function installed(name: string): string {
  return JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'node_modules', name, 'package.json'), 'utf8')).version;
}

let teamList: DemoSource;
let badgeTailwind: DemoSource;

beforeAll(async () => {
  teamList = (await readDemoSource({ siteDir: SITE_DIR, file: path.join(TEST_PAGES, 'TeamList.tsx') })).source;
  badgeTailwind = (await readDemoSource({ siteDir: SITE_DIR, file: path.join(TEST_PAGES, 'StatusBadge.tailwind.tsx') }))
    .source;
}, 30_000);

const request = (demo: DemoSource, codeVariant: 'TS' | 'JS') => ({
  demo,
  codeVariant,
  title: 'Team list',
  description: 'Team list, a demo from MUI Docs: https://example.test/demos/#TeamList',
});

function packageJson(project: SandboxProject) {
  return JSON.parse(project.files['package.json']) as {
    name: string;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
    scripts: Record<string, string>;
  };
}

describe('buildSandboxProject (TypeScript)', () => {
  let project: SandboxProject;
  beforeAll(() => {
    project = buildSandboxProject(request(teamList, 'TS'));
  });

  it('lists the demo’s packages at the installed versions', () => {
    const manifest = packageJson(project);
    expect(manifest.name).toBe('team-list');
    expect(manifest.dependencies).toEqual({
      '@emotion/react': installed('@emotion/react'),
      '@emotion/styled': installed('@emotion/styled'),
      '@mui/material': installed('@mui/material'),
      react: installed('react'),
      'react-dom': installed('react-dom'),
    });
    expect(manifest.devDependencies).toEqual({
      ...SANDBOX_TOOLING,
      typescript: installed('typescript'),
      '@types/react': installed('@types/react'),
      '@types/react-dom': installed('@types/react-dom'),
    });
    expect(manifest.scripts.dev).toBe('vite');
  });

  it('contains the whole project: entry, demo, local import and configuration', () => {
    expect(Object.keys(project.files).sort()).toEqual(
      [
        'index.html',
        'package.json',
        'src/Demo.tsx',
        'src/main.tsx',
        'src/team.ts',
        'tsconfig.json',
        'vite.config.ts',
      ].sort(),
    );
    expect(project.files['src/Demo.tsx']).toBe(
      `${fs.readFileSync(path.join(TEST_PAGES, 'TeamList.tsx'), 'utf8').trimEnd()}\n`,
    );
    expect(project.files['src/team.ts']).toBe(fs.readFileSync(path.join(TEST_PAGES, 'team.ts'), 'utf8'));
    expect(project.files['src/main.tsx']).toContain("import Demo from './Demo';");
    expect(project.files['src/main.tsx']).toContain('<StyledEngineProvider injectFirst>');
    expect(project.files['index.html']).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(project.files['index.html']).toContain('family=Roboto');
    expect(project.openFile).toBe('src/Demo.tsx');
  });

  it('uses the reader’s edited code when given', () => {
    const edited = buildSandboxProject({ ...request(teamList, 'TS'), code: 'export default () => null;' });
    expect(edited.files['src/Demo.tsx']).toBe('export default () => null;\n');
  });
});

describe('buildSandboxProject (JavaScript)', () => {
  it('ships the derived JavaScript, renamed, without TypeScript tooling', () => {
    const project = buildSandboxProject(request(teamList, 'JS'));
    expect(Object.keys(project.files).sort()).toEqual(
      ['index.html', 'package.json', 'src/Demo.jsx', 'src/main.jsx', 'src/team.js', 'vite.config.js'].sort(),
    );
    expect(project.files['src/Demo.jsx']).toBe(`${teamList.js}\n`);
    expect(project.files['src/team.js']).not.toContain('interface');
    expect(packageJson(project).devDependencies).toEqual(SANDBOX_TOOLING);
    expect(project.files['src/main.jsx']).toContain("document.getElementById('root')");
    expect(project.files['src/main.jsx']).not.toContain('!)');
  });

  it('renames .ts to .js and .tsx to .jsx', () => {
    expect(projectPath('team.ts', 'JS')).toBe('src/team.js');
    expect(projectPath('Row.tsx', 'JS')).toBe('src/Row.jsx');
    expect(projectPath('styles.module.css', 'JS')).toBe('src/styles.module.css');
  });
});

describe('buildSandboxProject (Tailwind)', () => {
  it('compiles Tailwind with its Vite plugin at the installed version', () => {
    const project = buildSandboxProject({ ...request(badgeTailwind, 'TS'), title: 'Status badge (Tailwind)' });
    const manifest = packageJson(project);
    expect(manifest.dependencies).toEqual({ react: installed('react'), 'react-dom': installed('react-dom') });
    expect(manifest.devDependencies.tailwindcss).toBe(installed('tailwindcss'));
    expect(manifest.devDependencies['@tailwindcss/vite']).toBe(installed('tailwindcss'));
    expect(project.files['vite.config.ts']).toContain('tailwindcss()');
    expect(project.files['src/index.css']).toContain('@import "tailwindcss";');
    expect(project.files['src/main.tsx']).toContain("import './index.css';");
    expect(project.files['src/main.tsx']).not.toContain('StyledEngineProvider');
  });
});

describe('sandbox forms', () => {
  let project: SandboxProject;
  beforeAll(() => {
    project = buildSandboxProject(request(teamList, 'TS'));
  });

  it('posts every file to StackBlitz', () => {
    const form = stackBlitzForm(project);
    expect(form).toMatchObject({
      action: 'https://stackblitz.com/run?file=src%2FDemo.tsx',
      method: 'POST',
      target: '_blank',
    });
    expect(form.fields['project[template]']).toBe('node');
    expect(form.fields['project[title]']).toBe('Team list');
    for (const [file, content] of Object.entries(project.files))
      expect(form.fields[`project[files][${file}]`]).toBe(content);
  });

  it('posts the compressed project to CodeSandbox', () => {
    const form = codeSandboxForm(project, compressForCodeSandbox);
    expect(form.action).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(form.fields.query).toBe('file=/src/Demo.tsx');
    const restored = decompressFromBase64(form.fields.parameters.replace(/-/g, '+').replace(/_/g, '/'));
    const { files } = JSON.parse(restored) as { files: Record<string, { content: string; isBinary: boolean }> };
    expect(Object.keys(files).sort()).toEqual(Object.keys(project.files).sort());
    expect(files['src/team.ts']).toEqual({ content: project.files['src/team.ts'], isBinary: false });
  });
});
