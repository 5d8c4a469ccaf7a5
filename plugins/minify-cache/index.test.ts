import fs from 'node:fs';
import path from 'node:path';
import { rspack, type RspackOptions } from '@rspack/core';
import { compile, tempProject } from '../shared/rspackTesting';
import { cacheKeyOf, fingerprintOf, MinifyCacheRspackPlugin } from './index';

const FINGERPRINT = 'test-fingerprint';

describe('MinifyCacheRspackPlugin', () => {
  const project = tempProject('minify-cache-', {
    'entry.js': "import('./lazy.js').then(({ greet }) => console.log(greet('reader')));\n",
    'lazy.js': 'export function greet(name) {\n  const greeting = `Hello, ${name}!`;\n  return greeting;\n}\n',
  });
  const cacheDir = () => path.join(project(), 'cache');
  const outDir = () => path.join(project(), 'out');
  const options = (): RspackOptions => ({
    mode: 'production',
    context: project(),
    entry: { main: './entry.js' },
    output: { path: outDir(), filename: '[name].js', chunkFilename: '[id].[contenthash:8].js', clean: true },
    optimization: {
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { format: { comments: false } } })],
    },
    plugins: [new MinifyCacheRspackPlugin(cacheDir(), FINGERPRINT)],
  });
  const build = async () => {
    const stats = await compile(options());
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    return Object.fromEntries(
      fs.readdirSync(outDir()).map((name) => [name, fs.readFileSync(path.join(outDir(), name), 'utf8')]),
    );
  };
  const cached = () => fs.readdirSync(cacheDir()).sort();

  it('keeps each minified chunk, and a rebuild takes it from there: the same output, the minimizer left out', async () => {
    const cold = await build();
    expect(Object.keys(cold)).toHaveLength(2);
    expect(cached()).toHaveLength(2);
    for (const name of cached())
      expect(fs.readFileSync(path.join(cacheDir(), name), 'utf8')).not.toContain('const greeting');

    const warm = await build();
    expect(warm).toEqual(cold);

    // The minimizer drops comments: marked entries that keep their mark were taken as they are.
    for (const name of cached()) fs.appendFileSync(path.join(cacheDir(), name), '/* from the cache */');
    const marked = await build();
    for (const code of Object.values(marked)) expect(code).toContain('/* from the cache */');
  });

  it('minifies a changed chunk anew and removes the entries no build uses any more', async () => {
    await build();
    const before = cached();
    fs.writeFileSync(path.join(project(), 'lazy.js'), 'export const greet = (name) => `Welcome back, ${name}.`;\n');
    const after = await build();
    expect(Object.values(after).join('\n')).toContain('Welcome back');
    expect(cached()).toHaveLength(2);
    // The entry chunk is unchanged apart from the lazy chunk's file name, which is its hash.
    expect(cached().filter((name) => before.includes(name))).toHaveLength(0);
  });

  it('removes no entry when a build fails', async () => {
    await build();
    const before = cached();
    fs.writeFileSync(path.join(project(), 'lazy.js'), 'export function greet(name {\n');
    const stats = await compile(options());
    expect(stats.hasErrors()).toBe(true);
    // What it minified is kept too: entries are keyed by their code, so they cannot be wrong.
    expect(cached()).toEqual(expect.arrayContaining(before));
  });

  it('keys entries by the code and the fingerprint of the minifier', () => {
    expect(cacheKeyOf('a', 'one')).toBe(cacheKeyOf(Buffer.from('a'), 'one'));
    expect(cacheKeyOf('a', 'one')).not.toBe(cacheKeyOf('a', 'two'));
    expect(cacheKeyOf('a', 'one')).not.toBe(cacheKeyOf('b', 'one'));
    const siteDir = path.resolve(__dirname, '../..');
    expect(fingerprintOf(siteDir)).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintOf(siteDir)).toBe(fingerprintOf(siteDir));
  });
});
