import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { SERVER_BUNDLE_CONFIG, withoutConfigSearch } from './index';

describe('SERVER_BUNDLE_CONFIG', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
    fs.writeFileSync(path.join(dir, 'entry.js'), "export const renderRoute = () => import('./route.js');\n");
    fs.writeFileSync(path.join(dir, 'route.js'), "export default 'rendered route';\n");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('bundles lazily imported routes into the one server file, which still loads them', async () => {
    const outDir = path.join(dir, 'out');
    const stats = await new Promise<Stats>((resolve, reject) => {
      rspack(
        {
          mode: 'production',
          context: dir,
          target: 'node20',
          entry: { main: './entry.js' },
          output: {
            path: outDir,
            filename: 'server.bundle.js',
            library: { type: 'commonjs2' },
            ...SERVER_BUNDLE_CONFIG.output,
          },
          optimization: { minimize: false },
        },
        (error, result) => (error || !result ? reject(error) : resolve(result)),
      );
    });
    expect(stats.hasErrors()).toBe(false);
    expect(fs.readdirSync(outDir)).toEqual(['server.bundle.js']);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is CommonJS
    const bundle = require(path.join(outDir, 'server.bundle.js')) as {
      renderRoute: () => Promise<{ default: string }>;
    };
    await expect(bundle.renderRoute()).resolves.toMatchObject({ default: 'rendered route' });
  });
});

describe('withoutConfigSearch', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postcss-options-'));
    fs.writeFileSync(path.join(dir, 'entry.js'), "import './style.css';\n");
    fs.writeFileSync(path.join(dir, 'style.css'), 'a { color: red; }\n');
    fs.writeFileSync(path.join(dir, 'postcss.config.js'), "throw new Error('postcss.config.js was read');\n");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const compileErrors = (postcssOptions: object) =>
    new Promise<string[]>((resolve, reject) => {
      rspack(
        {
          mode: 'development',
          context: dir,
          entry: { main: './entry.js' },
          output: { path: path.join(dir, 'out') },
          module: {
            rules: [
              {
                test: /\.css$/,
                type: 'javascript/auto',
                use: [
                  { loader: require.resolve('css-loader') },
                  { loader: require.resolve('postcss-loader'), options: { postcssOptions } },
                ],
              },
            ],
          },
        },
        (error, stats) =>
          error || !stats
            ? reject(error)
            : resolve(stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message) ?? []),
      );
    });

  it('keeps the plugins and stops postcss-loader from reading config files', async () => {
    const options = withoutConfigSearch({ ident: 'postcss', plugins: [] });
    expect(options).toEqual({ ident: 'postcss', plugins: [], config: false });
    expect(await compileErrors(options)).toEqual([]);
    // The same stylesheet, with the search left on, reads the file.
    expect((await compileErrors({ ident: 'postcss', plugins: [] })).join('\n')).toContain('postcss.config.js was read');
  });
});
