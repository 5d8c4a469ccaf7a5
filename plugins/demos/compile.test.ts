import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  compileDemoRequest,
  demoRequestKind,
  demoThemeModule,
  importsOf,
  parseDemoFile,
  readDemoSource,
  runtimeImportsOf,
} from './compile';
import { DemoSyntaxError } from './syntaxErrors';

const SITE_DIR = path.resolve(__dirname, '../..');
const TEST_PAGES = path.join(SITE_DIR, 'docs/docs-infra/test-pages');
const installed = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'node_modules', name, 'package.json'), 'utf8')).version as string;

describe('requests', () => {
  it('recognises the demo queries', () => {
    expect(demoRequestKind('?demo')).toBe('demo');
    expect(demoRequestKind('?demo-live')).toBe('demo-live');
    expect(demoRequestKind('?demo-variant')).toBe('demo-variant');
    expect(demoRequestKind('?demo-scope')).toBe('demo-scope');
    expect(demoRequestKind('?raw')).toBeNull();
  });

  it('wraps each docs area in the provider of its library', () => {
    expect(demoThemeModule(SITE_DIR, path.join(SITE_DIR, 'docs/joy-ui/components/button/ButtonVariants.tsx'))).toBe(
      '@site/src/components/JoyDemoTheme',
    );
    expect(
      demoThemeModule(SITE_DIR, path.join(SITE_DIR, 'docs/toolpad-core/components/account/AccountBasic.tsx')),
    ).toBe('@site/src/components/ToolpadDemoTheme');
    expect(demoThemeModule(SITE_DIR, path.join(SITE_DIR, 'docs/material-ui/components/chip/ChipVariants.tsx'))).toBe(
      '@site/src/components/DemoTheme',
    );
    // Only the area folder counts, not a folder of that name deeper down.
    expect(demoThemeModule(SITE_DIR, path.join(SITE_DIR, 'docs/material-ui/joy-ui/Demo.tsx'))).toBe(
      '@site/src/components/DemoTheme',
    );
  });

  it('reads the name and styling from the file name', () => {
    expect(parseDemoFile('/d/SliderStyled.tsx')).toMatchObject({ name: 'SliderStyled', styling: 'System' });
    expect(parseDemoFile('/d/SliderStyled.tailwind.tsx')).toMatchObject({ name: 'SliderStyled', styling: 'Tailwind' });
    expect(parseDemoFile('/d/SliderStyled.css.tsx')).toMatchObject({ name: 'SliderStyled', styling: 'CSS' });
    expect(() => parseDemoFile('/d/slider-styled.tsx')).toThrow('PascalCase');
    expect(() => parseDemoFile('/d/Slider.jsx')).toThrow('TypeScript');
  });

  it('lists run-time imports without type-only ones', () => {
    expect(
      runtimeImportsOf(
        "import * as React from 'react';\nimport type {} from '@mui/material/themeCssVarsAugmentation';\nimport type { X } from './x';\nimport Box, { type BoxProps } from '@mui/material/Box';\nimport './a.css';",
      ),
    ).toEqual(['react', '@mui/material/Box', './a.css']);
  });

  it('lists imports, type-only ones included', () => {
    expect(importsOf("import * as React from 'react';\nimport type { X } from './x';\nimport './a.css';")).toEqual([
      'react',
      './x',
      './a.css',
    ]);
  });
});

describe('readDemoSource', () => {
  it('collects the source, derived JavaScript, local files and installed versions', async () => {
    const { source, paths } = await readDemoSource({ siteDir: SITE_DIR, file: path.join(TEST_PAGES, 'TeamList.tsx') });
    expect(source).toMatchObject({
      styling: 'System',
      fileName: 'TeamList.tsx',
      sourcePath: 'docs/docs-infra/test-pages/TeamList.tsx',
      tsx: fs.readFileSync(path.join(TEST_PAGES, 'TeamList.tsx'), 'utf8').trimEnd(),
    });
    expect(source.js).not.toContain('TeamMember');
    expect(source.files.map((file) => file.fileName)).toEqual(['team.ts']);
    expect(source.files[0].js).toContain("{ name: 'Amara Okafor', role: 'Design lead' }");
    expect(source.dependencies['@mui/material']).toBe(installed('@mui/material'));
    expect(source.devDependencies.typescript).toBe(installed('typescript'));
    expect(paths).toContain(path.join(TEST_PAGES, 'team.ts'));
    expect(source.css).toBeUndefined();
  });

  it('keeps CSS modules as they are and compiles Tailwind classes', async () => {
    const css = await readDemoSource({ siteDir: SITE_DIR, file: path.join(TEST_PAGES, 'StatusBadge.css.tsx') });
    expect(css.source.files).toEqual([
      expect.objectContaining({
        fileName: 'StatusBadge.module.css',
        ts: expect.stringContaining('.badge {'),
        js: expect.stringContaining('.badge {'),
      }),
    ]);
    const tailwind = await readDemoSource({
      siteDir: SITE_DIR,
      file: path.join(TEST_PAGES, 'StatusBadge.tailwind.tsx'),
    });
    expect(tailwind.source.css).toContain('[data-tailwind-demo=StatusBadge] .bg-emerald-600');
    expect(tailwind.source.dependencies.tailwindcss).toBe(installed('tailwindcss'));
  });

  describe('in a folder of its own', () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demos-'));
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('refuses imports from outside the demo’s folder', async () => {
      const file = path.join(dir, 'Outside.tsx');
      fs.writeFileSync(file, "import x from '../shared';\nexport default function Outside() { return x; }\n");
      await expect(readDemoSource({ siteDir: SITE_DIR, file })).rejects.toThrow(
        'may only import files from its own folder',
      );
    });

    it('names a missing package', async () => {
      const file = path.join(dir, 'Missing.tsx');
      fs.writeFileSync(
        file,
        "import pad from 'left-pad-for-demos';\nexport default function Missing() { return pad; }\n",
      );
      await expect(readDemoSource({ siteDir: SITE_DIR, file })).rejects.toThrow('left-pad-for-demos is not installed');
    });

    it('fails on a syntax error, naming the file, line and column, unless the dev server shows it in place', async () => {
      const file = path.join(dir, 'Broken.tsx');
      const tsx = 'export default function Broken() {\n  return <div>{1 +}</div>;\n}';
      fs.writeFileSync(file, tsx);
      const sourcePath = path.relative(SITE_DIR, file).split(path.sep).join('/');
      await expect(readDemoSource({ siteDir: SITE_DIR, file })).rejects.toThrow(
        `${sourcePath}:2:19: Expression expected.`,
      );
      const request = {
        siteDir: SITE_DIR,
        resourcePath: file,
        kind: 'demo',
        isServer: false,
        inlineSources: true,
      } as const;
      await expect(compileDemoRequest(request)).rejects.toThrow(DemoSyntaxError);
      // npm start: the module still hands the page the source as written (the code panel shows
      // the line), and the preview, whose file becomes a stand-in (brokenDemo.ts), shows the error.
      const { code, fileDependencies } = await compileDemoRequest({ ...request, showErrorsInPlace: true });
      expect(code).toContain(
        `system: ${JSON.stringify({ styling: 'System', fileName: 'Broken.tsx', sourcePath, tsx, js: tsx }).slice(0, -1)},`,
      );
      expect(code).toContain('import.meta.webpackHot.accept();');
      expect(fileDependencies).toContain(file);
    });
  });
});

describe('compileDemoRequest', () => {
  const file = path.join(TEST_PAGES, 'StatusBadge.tsx');

  it('gives the browser the demo and its loaders, not the preview', async () => {
    const { code, fileDependencies, missingDependencies } = await compileDemoRequest({
      siteDir: SITE_DIR,
      resourcePath: file,
      kind: 'demo',
      isServer: false,
    });
    expect(code).not.toMatch(/^import /m);
    expect(code).toContain('name: "StatusBadge"');
    expect(code).toContain('stylings: ["System","Tailwind","CSS"]');
    // Every demo of a page shares one chunk per kind and styling, named after the page's folder.
    const group = /demo-live-system-([0-9a-f]{8})/.exec(code)?.[1];
    expect(group).toBeDefined();
    expect(code).toContain(
      `loadLive: () => import(/* webpackChunkName: "demo-live-system-${group}" */ "./StatusBadge.tsx?demo-live")`,
    );
    expect(code).toContain(
      `Tailwind: () => import(/* webpackChunkName: "demo-variant-tailwind-${group}" */ "./StatusBadge.tailwind.tsx?demo-variant")`,
    );
    expect(code).toContain(
      `CSS: () => import(/* webpackChunkName: "demo-scope-css-${group}" */ "./StatusBadge.css.tsx?demo-scope")`,
    );
    expect(fileDependencies).toContain(file);
    expect(missingDependencies).toEqual([]);
  });

  it('in `npm start`, watches every lazy import for a chunk that never comes', async () => {
    const { code } = await compileDemoRequest({
      siteDir: SITE_DIR,
      resourcePath: file,
      kind: 'demo',
      isServer: false,
      inlineSources: true,
      showErrorsInPlace: true,
    });
    expect(code).toContain('import { reloadIfStalled } from "@site/src/lib/demos/stalledPreview";');
    expect(code).toMatch(
      /loadLive: \(\) => reloadIfStalled\(import\(\/\* webpackChunkName: "demo-live-system-[0-9a-f]{8}" \*\/ "\.\/StatusBadge\.tsx\?demo-live"\), "StatusBadge: the preview"\)/,
    );
    expect(code).toContain('"StatusBadge: the Tailwind styling"');
    expect(code).toContain('"StatusBadge: the live editor\'s CSS imports"');
    const lazyImports = code.match(/import\(/g) ?? [];
    expect(lazyImports).toHaveLength(6);
    expect(code.match(/reloadIfStalled\(import\(/g)).toHaveLength(lazyImports.length);
  });

  it('leaves the code out of production pages and loads it on demand', async () => {
    const { code } = await compileDemoRequest({
      siteDir: SITE_DIR,
      resourcePath: file,
      kind: 'demo',
      isServer: false,
      inlineSources: false,
    });
    expect(code).not.toContain('export default function StatusBadge');
    expect(code).not.toContain('system: {');
    expect(code).toContain(
      'systemInfo: {"styling":"System","fileName":"StatusBadge.tsx","sourcePath":"docs/docs-infra/test-pages/StatusBadge.tsx"}',
    );
    expect(code).toMatch(
      /loadSystem: \(\) => import\(\/\* webpackChunkName: "demo-live-system-[0-9a-f]{8}" \*\/ "\.\/StatusBadge\.tsx\?demo-source"\)/,
    );
    // Without the source there is nothing to hand to the dev server's hot updates.
    expect(code).not.toContain('webpackHot');

    const loaded = await compileDemoRequest({
      siteDir: SITE_DIR,
      resourcePath: file,
      kind: 'demo-source',
      isServer: false,
    });
    expect(loaded.code).toMatch(/^export default \{"styling":"System","fileName":"StatusBadge.tsx"/);
    expect(loaded.code).toContain('export default function StatusBadge()');
    expect(loaded.fileDependencies).toContain(file);
  });

  it('gives the server the preview, so that it renders into the HTML', async () => {
    const { code } = await compileDemoRequest({ siteDir: SITE_DIR, resourcePath: file, kind: 'demo', isServer: true });
    expect(code).toContain('import Component from "./StatusBadge.tsx";');
    expect(code).toContain('import Theme from "@site/src/components/DemoTheme";');
    expect(code).toContain('live: live,');
  });

  it('leaves the other stylings and the editor scopes out of the server bundle', async () => {
    const { code } = await compileDemoRequest({ siteDir: SITE_DIR, resourcePath: file, kind: 'demo', isServer: true });
    expect(code).toContain('stylings: ["System","Tailwind","CSS"]');
    expect(code).not.toContain('import(');
    const demoModule = { exports: {} as { default?: { load: Record<string, () => Promise<unknown>> } } };
    // The imports stand in as parameters: only the loaders are under test.
    const evaluate = new Function(
      'module',
      'Component',
      'Theme',
      code.replace(/^import .*$/gm, '').replace('export default demo;', 'module.exports.default = demo;'),
    );
    evaluate(demoModule, null, null);
    await expect(demoModule.exports.default!.load.Tailwind()).rejects.toThrow(
      'StatusBadge: the server renders the System styling only.',
    );
  });

  it('watches for stylings that do not exist yet', async () => {
    const { code, missingDependencies } = await compileDemoRequest({
      siteDir: SITE_DIR,
      resourcePath: path.join(TEST_PAGES, 'TeamList.tsx'),
      kind: 'demo',
      isServer: false,
    });
    expect(code).toContain('stylings: ["System"]');
    expect(missingDependencies).toEqual([
      path.join(TEST_PAGES, 'TeamList.tailwind.tsx'),
      path.join(TEST_PAGES, 'TeamList.css.tsx'),
    ]);
  });

  it('builds the live editor’s import map', async () => {
    const { code } = await compileDemoRequest({
      siteDir: SITE_DIR,
      resourcePath: path.join(TEST_PAGES, 'TeamList.tsx'),
      kind: 'demo-scope',
      isServer: false,
    });
    expect(code).toContain('import * as m0 from "react";');
    expect(code).toContain('"./team": m4,');
  });
});
