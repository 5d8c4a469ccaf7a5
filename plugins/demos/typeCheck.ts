/**
 * Type-checks demo files one at a time with the options every demo is held to (the site's strict
 * tsconfig, with only the site's module aliases for types; see demoFiles.test.ts). A language
 * service keeps the program between checks: the first check loads the types of React and MUI
 * (10-25 s on a 2-core machine), a check after an edit takes about a second. `npm start` runs it
 * in a process of its own (typeCheckWorker.cjs), so it never holds the bundler.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { DemoCompileProblem } from '../../src/lib/demos/compileErrors';
import { problemOf } from './syntaxErrors';

/** The compiler options demos are checked with, in `npm test` and in `npm start`. */
export function demoCompilerOptions(siteDir: string): ts.CompilerOptions {
  const config = ts.readConfigFile(path.join(siteDir, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, siteDir);
  return { ...options, noEmit: true, types: ['@docusaurus/module-type-aliases'] };
}

export interface DemoTypeChecker {
  /** The first error TypeScript reports in `text`, the content of `file` (from the site's root), or null. */
  firstProblem(file: string, text: string): DemoCompileProblem | null;
}

export function createDemoTypeChecker(siteDir: string): DemoTypeChecker {
  const options = demoCompilerOptions(siteDir);
  // The demos checked so far, as last handed in; the files they import are read from disk.
  const checked = new Map<string, { version: number; text: string }>();
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [...checked.keys()],
    getScriptVersion: (file) => {
      const entry = checked.get(file);
      if (entry) return String(entry.version);
      return fs.existsSync(file) ? String(fs.statSync(file).mtimeMs) : '0';
    },
    getScriptSnapshot: (file) => {
      const text = checked.get(file)?.text ?? ts.sys.readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => siteDir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  return {
    firstProblem(file, text) {
      const absolute = path.resolve(siteDir, file);
      const entry = checked.get(absolute);
      if (entry?.text !== text) checked.set(absolute, { version: (entry?.version ?? 0) + 1, text });
      const [first] = [
        ...service.getSyntacticDiagnostics(absolute),
        ...service.getSemanticDiagnostics(absolute),
      ].filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
      return first ? problemOf(first, file) : null;
    },
  };
}
