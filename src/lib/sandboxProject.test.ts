import {
  CODESANDBOX_ACTION,
  SANDBOX_TSCONFIG,
  STACKBLITZ_ACTION,
  TOOL_VERSIONS,
  VITE_TOOLING,
  codeSandboxDefinition,
  codeSandboxForm,
  entryPath,
  escapeHtml,
  stackBlitzForm,
  toolRanges,
  viteProjectFiles,
  type ViteProjectOptions,
} from './sandboxProject';

const options: ViteProjectOptions = {
  name: 'button-variants',
  title: 'Button <variants> & "more"',
  description: 'Buttons, a demo',
  typescript: true,
  dependencies: { react: '18.3.1', '@mui/material': '6.1.6', 'react-dom': '18.3.1' },
  devDependencies: { ...VITE_TOOLING, typescript: '5.6.3' },
  entry: { imports: ["import Demo from './Demo';"], body: ['<Demo />'] },
};

describe('the tool table', () => {
  it('pins Vite and its React plugin for every project', () => {
    expect(VITE_TOOLING).toEqual({
      vite: TOOL_VERSIONS.vite,
      '@vitejs/plugin-react': TOOL_VERSIONS['@vitejs/plugin-react'],
    });
    for (const version of Object.values(TOOL_VERSIONS)) expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('gives downloads the same versions as caret ranges', () => {
    expect(toolRanges()).toEqual(
      Object.fromEntries(Object.entries(TOOL_VERSIONS).map(([name, version]) => [name, `^${version}`])),
    );
  });
});

describe('viteProjectFiles', () => {
  it('writes the skeleton in order, with tsconfig for TypeScript only', () => {
    expect(Object.keys(viteProjectFiles(options))).toEqual([
      'package.json',
      'index.html',
      'vite.config.ts',
      'tsconfig.json',
      'src/main.tsx',
    ]);
    expect(Object.keys(viteProjectFiles({ ...options, typescript: false }))).toEqual([
      'package.json',
      'index.html',
      'vite.config.js',
      'src/main.jsx',
    ]);
    expect(entryPath(false)).toBe('src/main.jsx');
    expect(JSON.parse(SANDBOX_TSCONFIG)).toMatchObject({
      compilerOptions: { target: 'ES2022', jsx: 'react-jsx', strict: true, noEmit: true },
      include: ['src'],
    });
  });

  it('sorts the dependencies and adds the type check to TypeScript projects', () => {
    const manifest = JSON.parse(viteProjectFiles(options)['package.json']);
    expect(manifest).toMatchObject({ name: 'button-variants', private: true, type: 'module' });
    expect(Object.keys(manifest.dependencies)).toEqual(['@mui/material', 'react', 'react-dom']);
    expect(manifest.scripts).toEqual({
      dev: 'vite',
      build: 'vite build',
      preview: 'vite preview',
      typecheck: 'tsc --noEmit',
    });
    expect(JSON.parse(viteProjectFiles({ ...options, typescript: false })['package.json']).scripts).not.toHaveProperty(
      'typecheck',
    );
  });

  it('escapes the title and description and loads Roboto only when asked', () => {
    const html = viteProjectFiles(options)['index.html'];
    expect(html).toContain('<title>Button &lt;variants&gt; &amp; &quot;more&quot;</title>');
    expect(html).toContain('<meta name="description" content="Buttons, a demo" />');
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(html).not.toContain('fonts.googleapis.com');
    expect(viteProjectFiles({ ...options, roboto: true })['index.html']).toContain('family=Roboto');
    expect(escapeHtml('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });

  it('adds Tailwind’s Vite plugin when asked', () => {
    expect(viteProjectFiles(options)['vite.config.ts']).toContain('plugins: [react()],');
    const tailwind = viteProjectFiles({ ...options, tailwind: true })['vite.config.ts'];
    expect(tailwind).toContain("import tailwindcss from '@tailwindcss/vite';");
    expect(tailwind).toContain('plugins: [react(), tailwindcss()],');
  });

  it('renders the entry tree inside StrictMode, with the setup before it', () => {
    const main = viteProjectFiles({
      ...options,
      entry: {
        imports: ["import App from './App';"],
        setup: ['const theme = 1;'],
        body: ['<Wrap>', '  <App />', '</Wrap>'],
      },
    })['src/main.tsx'];
    expect(main).toBe(
      [
        "import * as React from 'react';",
        "import * as ReactDOM from 'react-dom/client';",
        "import App from './App';",
        '',
        'const theme = 1;',
        '',
        "ReactDOM.createRoot(document.getElementById('root')!).render(",
        '  <React.StrictMode>',
        '    <Wrap>',
        '      <App />',
        '    </Wrap>',
        '  </React.StrictMode>,',
        ');',
        '',
      ].join('\n'),
    );
    expect(viteProjectFiles({ ...options, typescript: false })['src/main.jsx']).toContain(
      "ReactDOM.createRoot(document.getElementById('root')).render(",
    );
  });
});

describe('online editor forms', () => {
  const files = { 'package.json': '{}', 'src/App.tsx': 'export default 1;\n' };

  it('posts every file to StackBlitz, opening a file only when one is named', () => {
    const form = stackBlitzForm({ title: 'T', description: 'D', files });
    expect(form).toEqual({
      action: STACKBLITZ_ACTION,
      method: 'POST',
      target: '_blank',
      fields: {
        'project[title]': 'T',
        'project[description]': 'D',
        'project[template]': 'node',
        'project[files][package.json]': '{}',
        'project[files][src/App.tsx]': 'export default 1;\n',
      },
    });
    expect(stackBlitzForm({ title: 'T', description: 'D', files, openFile: 'src/App.tsx' }).action).toBe(
      'https://stackblitz.com/run?file=src%2FApp.tsx',
    );
  });

  it('posts the compressed definition to CodeSandbox', () => {
    const form = codeSandboxForm(
      { title: 'T', description: 'D', files, openFile: 'src/App.tsx' },
      (json) => `z${json}`,
    );
    expect(form.action).toBe(CODESANDBOX_ACTION);
    expect(form.fields.query).toBe('file=/src/App.tsx');
    expect(JSON.parse(form.fields.parameters.slice(1))).toEqual(codeSandboxDefinition({ files }));
    expect(codeSandboxDefinition({ files }).files['src/App.tsx']).toEqual({
      content: files['src/App.tsx'],
      isBinary: false,
    });
    expect(codeSandboxForm({ title: 'T', description: 'D', files }, String).fields).not.toHaveProperty('query');
  });
});
