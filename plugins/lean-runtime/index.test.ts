import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { SERVER_BUNDLE_CONFIG } from './index';

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
