import fs from 'node:fs';
import path from 'node:path';
import { compile, tempProject } from '../shared/rspackTesting';
import { SERVER_BUNDLE_CONFIG, withoutConfigSearch } from './index';

describe('SERVER_BUNDLE_CONFIG', () => {
  const project = tempProject('server-bundle-', {
    'entry.js': "export const renderRoute = () => import('./route.js');\n",
    'route.js': "export default 'rendered route';\n",
  });

  it('bundles lazily imported routes into the one server file, which still loads them', async () => {
    const outDir = path.join(project(), 'out');
    const stats = await compile({
      mode: 'production',
      context: project(),
      target: 'node20',
      entry: { main: './entry.js' },
      output: {
        path: outDir,
        filename: 'server.bundle.js',
        library: { type: 'commonjs2' },
        ...SERVER_BUNDLE_CONFIG.output,
      },
      optimization: { minimize: false },
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
  const project = tempProject('postcss-options-', {
    'entry.js': "import './style.css';\n",
    'style.css': 'a { color: red; }\n',
    'postcss.config.js': "throw new Error('postcss.config.js was read');\n",
  });

  const compileErrors = async (postcssOptions: object) => {
    const stats = await compile({
      mode: 'development',
      context: project(),
      entry: { main: './entry.js' },
      output: { path: path.join(project(), 'out') },
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
    });
    return stats.toJson({ all: false, errors: true }).errors?.map((error) => error.message) ?? [];
  };

  it('keeps the plugins and stops postcss-loader from reading config files', async () => {
    const options = withoutConfigSearch({ ident: 'postcss', plugins: [] });
    expect(options).toEqual({ ident: 'postcss', plugins: [], config: false });
    expect(await compileErrors(options)).toEqual([]);
    // The same stylesheet, with the search left on, reads the file.
    expect((await compileErrors({ ident: 'postcss', plugins: [] })).join('\n')).toContain('postcss.config.js was read');
  });
});
