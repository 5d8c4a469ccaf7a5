import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheDirOf, cachedJson, hashOfFiles, writeFileWhole } from './diskCache';

describe('disk cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-cache-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lives in node_modules/.cache of the site', () => {
    expect(cacheDirOf('/site', 'material-icons')).toBe(path.join('/site', 'node_modules', '.cache', 'material-icons'));
  });

  it('makes a value once and reads it back under the same key', async () => {
    const make = jest.fn(() => ({ icons: ['Delete'], count: 1 }));
    const first = await cachedJson(dir, 'v1', make);
    const second = await cachedJson(dir, 'v1', make);
    expect(first).toEqual({ value: { icons: ['Delete'], count: 1 }, fromCache: false });
    expect(second).toEqual({ value: { icons: ['Delete'], count: 1 }, fromCache: true });
    expect(make).toHaveBeenCalledTimes(1);
    expect(fs.readdirSync(dir)).toEqual(['v1.json']);
  });

  it('makes the value anew under another key', async () => {
    await cachedJson(dir, 'v1', () => 'old');
    expect(await cachedJson(dir, 'v2', async () => 'new')).toEqual({ value: 'new', fromCache: false });
  });

  it('keeps the other keys’ values unless told to keep only the latest', async () => {
    await cachedJson(dir, 'v1', () => 'first');
    await cachedJson(dir, 'v2', () => 'second');
    expect(fs.readdirSync(dir).sort()).toEqual(['v1.json', 'v2.json']);
    await cachedJson(dir, 'v3', () => 'third', { keepOnlyLatest: true });
    expect(fs.readdirSync(dir)).toEqual(['v3.json']);
    expect(await cachedJson(dir, 'v3', () => 'again', { keepOnlyLatest: true })).toEqual({
      value: 'third',
      fromCache: true,
    });
  });

  it('replaces a file it cannot read instead of failing', async () => {
    fs.writeFileSync(path.join(dir, 'v1.json'), '{"cut off');
    expect(await cachedJson(dir, 'v1', () => [1, 2])).toEqual({ value: [1, 2], fromCache: false });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'v1.json'), 'utf8'))).toEqual([1, 2]);
  });

  it('writes a file whole into a folder it makes, leaving no temporary file behind', () => {
    const file = path.join(dir, 'nested', 'value.js');
    writeFileWhole(file, 'first');
    writeFileWhole(file, Buffer.from('second'));
    expect(fs.readFileSync(file, 'utf8')).toBe('second');
    expect(fs.readdirSync(path.dirname(file))).toEqual(['value.js']);
  });

  it('fingerprints files by name and content', () => {
    const a = path.join(dir, 'a.ts');
    const b = path.join(dir, 'b.ts');
    fs.writeFileSync(a, 'export const a = 1;');
    fs.writeFileSync(b, 'export const b = 2;');
    const before = hashOfFiles([a, b]);
    expect(hashOfFiles([a, b])).toBe(before);
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    fs.writeFileSync(b, 'export const b = 3;');
    expect(hashOfFiles([a, b])).not.toBe(before);
  });
});
