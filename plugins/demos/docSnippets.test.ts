/**
 * Every ts/tsx fence of the MDX pages compiles, strict, against the installed libraries: a prop
 * that does not exist fails here, not in a reader's editor. Each page is one program, so a module
 * augmentation shown in one fence applies to the fences after it on that page and nowhere else.
 * Fences marked `nocheck` (old APIs, packages that are not installed, fragments) are skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { augmentsTypes, checkedSnippets, snippetModule } from './snippets';

const SITE_DIR = path.resolve(__dirname, '../..');

function mdxFiles(dir: string): string[] {
  if (dir.endsWith('.mdx')) return [dir];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

/** `SNIPPETS=docs/material-ui/guides` checks only the pages under one folder. */
const PAGES = mdxFiles(path.resolve(SITE_DIR, process.env.SNIPPETS || 'docs'))
  .map((file) => ({ file, snippets: checkedSnippets(fs.readFileSync(file, 'utf8')) }))
  .filter((page) => page.snippets.length > 0);

function compilerOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(path.join(SITE_DIR, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, SITE_DIR);
  // Snippets illustrate one idea: a theme they build and never export is not a mistake.
  return { ...options, noEmit: true, noUnusedLocals: false, noUnusedParameters: false, types: [] };
}

/** One host for every page: declaration files are parsed once and shared by the programs. */
function snippetHost(options: ts.CompilerOptions, virtualFiles: Map<string, string>) {
  const host = ts.createCompilerHost(options);
  const parsed = new Map<string, ts.SourceFile | undefined>();
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (fileName) => virtualFiles.has(fileName) || fileExists.call(host, fileName);
  host.readFile = (fileName) => virtualFiles.get(fileName) ?? readFile.call(host, fileName);
  host.getSourceFile = (fileName, languageVersion, onError) => {
    const virtual = virtualFiles.get(fileName);
    if (virtual !== undefined) return ts.createSourceFile(fileName, virtual, languageVersion, true);
    if (!parsed.has(fileName)) parsed.set(fileName, getSourceFile.call(host, fileName, languageVersion, onError));
    return parsed.get(fileName);
  };
  return host;
}

/** The snippet files of a page, by virtual file name, each with its first line in the MDX file. */
function snippetFiles(page: (typeof PAGES)[number]): Map<string, number> {
  return new Map(
    page.snippets.map((snippet) => [
      `${page.file}.line-${snippet.line}.${snippet.language === 'tsx' ? 'tsx' : 'ts'}`,
      snippet.line,
    ]),
  );
}

describe('code snippets of the MDX pages', () => {
  const options = compilerOptions();
  const virtualFiles = new Map<string, string>();
  for (const page of PAGES) {
    for (const [fileName, line] of snippetFiles(page)) {
      virtualFiles.set(fileName, snippetModule(page.snippets.find((snippet) => snippet.line === line)!));
    }
  }
  const host = snippetHost(options, virtualFiles);
  // Pages whose fences only declare module-scoped names share one program (one type checker, which
  // is most of the cost); a page that augments a module or the global scope gets its own.
  const isolated = (page: (typeof PAGES)[number]) => page.snippets.some(augmentsTypes);
  let shared: ts.Program | undefined;
  const sharedProgram = () =>
    (shared ??= ts.createProgram(
      PAGES.filter((page) => !isolated(page)).flatMap((page) => [...snippetFiles(page).keys()]),
      options,
      host,
    ));

  it('are found', () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(process.env.SNIPPETS ? 1 : 10);
  });

  it.each(PAGES.map((page) => [path.relative(SITE_DIR, page.file), page]))(
    '%s compiles',
    (_name, page) => {
      const files = snippetFiles(page);
      const program = isolated(page) ? ts.createProgram([...files.keys()], options, host, shared) : sharedProgram();
      const messages = [...files.keys()]
        .map((fileName) => program.getSourceFile(fileName)!)
        .flatMap((sourceFile) => [
          ...program.getSyntacticDiagnostics(sourceFile),
          ...program.getSemanticDiagnostics(sourceFile),
        ])
        .map((diagnostic) => {
          const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
          const mdxLine = files.get(diagnostic.file!.fileName)! + line;
          const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
          return `${path.relative(SITE_DIR, page.file)}:${mdxLine} ${message}`;
        });
      expect(messages).toEqual([]);
    },
    60_000,
  );
});
