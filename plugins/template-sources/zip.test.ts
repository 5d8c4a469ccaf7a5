import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, createZip, readZip } from './zip';

const entries = [
  { path: 'project/package.json', content: '{ "name": "x" }\n' },
  { path: 'project/src/Ünïcode – file.tsx', content: 'export default function A() { return "é ✓"; }\n'.repeat(50) },
  { path: 'project/empty.txt', content: '' },
  { path: 'project/bytes.bin', content: new Uint8Array([0, 1, 2, 255, 254]) },
];

describe('crc32', () => {
  it('matches the standard check values', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
    expect(crc32(Buffer.from('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
  });
});

describe('createZip', () => {
  const zip = createZip(entries);

  it('round-trips through its own central directory', () => {
    const files = readZip(zip);
    expect([...files.keys()]).toEqual(entries.map((entry) => entry.path));
    for (const entry of entries) {
      expect(Buffer.compare(files.get(entry.path)!, Buffer.from(entry.content))).toBe(0);
    }
  });

  // .ci/run installs unzip on a fresh machine.
  it('is read by the system unzip', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
    try {
      const file = path.join(dir, 'test.zip');
      fs.writeFileSync(file, zip);
      execFileSync('unzip', ['-tq', file]);
      execFileSync('unzip', ['-q', file, '-d', path.join(dir, 'out')]);
      for (const entry of entries) {
        expect(Buffer.compare(fs.readFileSync(path.join(dir, 'out', entry.path)), Buffer.from(entry.content))).toBe(0);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects unsafe and duplicate paths', () => {
    expect(() => createZip([{ path: '../evil', content: '' }])).toThrow(/Invalid/);
    expect(() => createZip([{ path: '/abs', content: '' }])).toThrow(/Invalid/);
    expect(() =>
      createZip([
        { path: 'a', content: '' },
        { path: 'a', content: '' },
      ]),
    ).toThrow(/Duplicate/);
  });
});
