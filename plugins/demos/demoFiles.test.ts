/**
 * Every demo on the site, checked the way its readers will use it: the source type-checks in
 * strict mode (tsc does not cover docs/) and is formatted the way the derived JavaScript is.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { formatTs } from './transpile';

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

  it.each(FILES.map((file) => [path.relative(SITE_DIR, file), file]))('%s is formatted', async (_name, file) => {
    const source = fs.readFileSync(file, 'utf8');
    expect(await formatTs(source, file)).toBe(source);
  });

  it('type-check in strict mode', () => {
    const config = ts.readConfigFile(path.join(SITE_DIR, 'tsconfig.json'), ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, SITE_DIR);
    const program = ts.createProgram(FILES, { ...options, noEmit: true, types: ['@docusaurus/module-type-aliases'] });
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
