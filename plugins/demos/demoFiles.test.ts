/**
 * Every demo on the site type-checks in strict mode the way its readers will use it, with only
 * the site's module aliases for types (the repo's tsc run does not cover docs/). Their formatting
 * is `npm run lint`'s: Prettier checks docs/ with the options the derived JavaScript is formatted
 * with (DEMO_PRETTIER_OPTIONS come from the same .prettierrc).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { demoCompilerOptions } from './typeCheck';

const SITE_DIR = path.resolve(__dirname, '../..');

function demoFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...demoFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** `DEMOS=docs/material-ui/components/tabs` checks only the files under one folder. */
const FILES = demoFiles(path.resolve(SITE_DIR, process.env.DEMOS || 'docs'));

describe('demo sources', () => {
  it('are found', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(process.env.DEMOS ? 1 : 15);
  });

  it('type-check in strict mode', () => {
    const program = ts.createProgram(FILES, demoCompilerOptions(SITE_DIR));
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => diagnostic.file && FILES.includes(path.resolve(diagnostic.file.fileName)));
    const messages = diagnostics.map((diagnostic) => {
      const { line, character } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return `${path.relative(SITE_DIR, diagnostic.file!.fileName)}:${line + 1}:${character + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
    expect(messages).toEqual([]);
  }, 120_000);
});
