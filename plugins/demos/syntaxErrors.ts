/**
 * Where a demo's code fails to parse, as TypeScript reports it, located for the writer (file from
 * the site's root, line and column counted from 1).
 */
import ts from 'typescript';
import { formatCompileProblem, type DemoCompileProblem } from '../../src/lib/demos/compileErrors';

export function scriptKind(fileName: string): ts.ScriptKind {
  return fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}

/** Where a TypeScript diagnostic points in `file`, and what it says. */
export function problemOf(diagnostic: ts.DiagnosticWithLocation | ts.Diagnostic, file: string): DemoCompileProblem {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (!diagnostic.file || diagnostic.start === undefined) return { file, line: 1, column: 1, message };
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return { file, line: line + 1, column: character + 1, message };
}

/** A syntax error in a demo's code, with where it is. */
export class DemoSyntaxError extends Error {
  constructor(readonly problem: DemoCompileProblem) {
    super(formatCompileProblem(problem));
    this.name = 'DemoSyntaxError';
  }
}

/**
 * The first syntax error TypeScript's parser finds in `source`, or null. Parsing alone takes about
 * a millisecond, a tenth of `transpileModule`, and finds the same errors.
 */
export function firstSyntaxProblem(source: string, file: string): DemoCompileProblem | null {
  const [first] = parseDiagnosticsOf(parseDemo(source, file));
  return first ? problemOf(first, file) : null;
}

export function parseDemo(source: string, file: string): ts.SourceFile {
  return ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, scriptKind(file));
}

/** The parser's own error list (not in the public typings); transpileModule reports exactly these. */
export function parseDiagnosticsOf(sourceFile: ts.SourceFile): readonly ts.DiagnosticWithLocation[] {
  return (sourceFile as unknown as { parseDiagnostics: ts.DiagnosticWithLocation[] }).parseDiagnostics;
}
