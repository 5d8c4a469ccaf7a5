import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deriveAheadInWorker, deriveFiles, typeScriptFilesUnder } from './deriveAhead';
import { deriveJs, deriveJsOnce, derivedAhead, derivedJsKey } from './transpile';

const TYPED = `import * as React from 'react';
import type { ButtonProps } from '@mui/material/Button';
import Button from '@mui/material/Button';

export default function Save({ color }: { color: ButtonProps['color'] }) {
  return <Button color={color}>Save</Button>;
}`;
const BROKEN = `export default function Broken() {
  return <div>;
}`;

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'derive-ahead-'));
  fs.mkdirSync(path.join(dir, 'button'));
  fs.writeFileSync(path.join(dir, 'button/Save.tsx'), `${TYPED}\r\n\r\n`);
  fs.writeFileSync(path.join(dir, 'button/broken.tsx'), BROKEN);
  fs.writeFileSync(path.join(dir, 'button/colors.ts'), "export const colors: string[] = ['primary'];\n");
  fs.writeFileSync(path.join(dir, 'button/types.d.ts'), 'declare const x: number;\n');
  fs.writeFileSync(path.join(dir, 'button/button.mdx'), '# Button\n');
  derivedAhead.clear();
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  derivedAhead.clear();
});

describe('typeScriptFilesUnder', () => {
  it('lists .ts and .tsx files in every folder, without declaration files', () => {
    expect(typeScriptFilesUnder(dir).sort()).toEqual(
      ['button/Save.tsx', 'button/broken.tsx', 'button/colors.ts'].map((file) => path.join(dir, file)),
    );
  });
});

describe('deriveFiles', () => {
  it('hands over what the loader would derive, keyed by the source as the loader reads it, and skips what does not parse', async () => {
    const handed: Array<[string, string]> = [];
    await deriveFiles(typeScriptFilesUnder(dir), (entries) => handed.push(...entries));
    expect(handed).toEqual([
      [derivedJsKey(TYPED, 'Save.tsx'), await deriveJsOnce(TYPED, 'Save.tsx')],
      [derivedJsKey("export const colors: string[] = ['primary'];", 'colors.ts'), "export const colors = ['primary'];"],
    ]);
  });

  it('hands results over in batches of 50', async () => {
    for (let index = 0; index < 120; index += 1) {
      fs.writeFileSync(path.join(dir, `Demo${index}.tsx`), `export const n${index}: number = ${index};`);
    }
    const batches: number[] = [];
    await deriveFiles(typeScriptFilesUnder(dir), (entries) => batches.push(entries.length));
    expect(batches).toEqual([50, 50, 22]);
  });
});

describe('deriveAheadInWorker', () => {
  it('fills the ahead table from a worker thread, which deriveJs then answers from', async () => {
    await expect(deriveAheadInWorker(dir)).resolves.toBe(2);
    const key = derivedJsKey(TYPED, 'docs/button/Save.tsx');
    expect(derivedAhead.get(key)).toBe(await deriveJsOnce(TYPED, 'Save.tsx'));
    derivedAhead.set(key, '// from the table');
    await expect(deriveJs(TYPED, 'docs/button/Save.tsx')).resolves.toBe('// from the table');
  });

  it('keys by how a file parses: the same text in a .ts file is derived anew', async () => {
    derivedAhead.set(derivedJsKey('const a = 1;', 'A.tsx'), '// from the table');
    await expect(deriveJs('const a = 1;', 'A.ts')).resolves.toBe('const a = 1;');
  });

  it('leaves a file that does not parse to the loader, which reports it naming the file', async () => {
    await deriveAheadInWorker(dir);
    await expect(deriveJs(BROKEN, 'docs/button/broken.tsx')).rejects.toThrow('docs/button/broken.tsx');
  });

  it('resolves with none derived when the folder holds no TypeScript', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'derive-ahead-empty-'));
    await expect(deriveAheadInWorker(empty)).resolves.toBe(0);
    fs.rmSync(empty, { recursive: true });
  });
});
