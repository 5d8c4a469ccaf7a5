/**
 * `npm start` only: a demo file with a syntax or type error is compiled into a stand-in whose component
 * throws the error, located and framed, so the Demo's error box shows it in place of the preview
 * and the rest of the page keeps working. The stand-in keeps the name of the file's default
 * export, so React Fast Refresh swaps the real component back in on the next good save, without
 * a reload. Production builds never use it: a broken demo fails them (see transpile.ts).
 */
import path from 'node:path';
import ts from 'typescript';
import { DEMO_COMPILE_ERROR, describeCompileProblem, type DemoCompileProblem } from '../../src/lib/demos/compileErrors';
import { DEMO_FILE } from './demoFiles';
import { firstSyntaxProblem, scriptKind } from './syntaxErrors';

/** The path of a demo component file (`Name.tsx`, `Name.tailwind.tsx`, `Name.css.tsx`) under `docs/`. */
export const DEMO_COMPONENT_FILE = new RegExp(String.raw`[\\/]docs[\\/](?:.+[\\/])?` + DEMO_FILE.source.slice(1));

/**
 * The local name of the file's default export (`export default function ClickCounter`,
 * `export default ClickCounter`), which Fast Refresh knows the component by; null when it has none
 * the parser could read.
 */
export function defaultExportName(source: string, file = 'demo.tsx'): string | null {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, scriptKind(file));
  for (const statement of sourceFile.statements) {
    if (ts.isExportAssignment(statement) && !statement.isExportEquals && ts.isIdentifier(statement.expression)) {
      return statement.expression.text;
    }
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    const isDefault =
      modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) &&
      modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
    if (isDefault && (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      return statement.name.text;
    }
  }
  return null;
}

/**
 * The stand-in module for a broken demo file: a component of the same name that throws the report
 * (an Error named DEMO_COMPILE_ERROR, which the Demo's error box tells from a crash).
 */
export function brokenDemoModuleCode(source: string, problem: DemoCompileProblem): string {
  const base = path.basename(problem.file).replace(/\..*$/, '');
  const name = defaultExportName(source, problem.file) ?? base;
  // The Error is made while rendering: the dev server's overlay ignores errors whose stack shows
  // React replaying a render, which the Demo's error boundary handles, and shows any other.
  return [
    `const report = ${JSON.stringify(describeCompileProblem(problem, source))};`,
    `export default function ${name}() {`,
    '  const error = new Error(report);',
    `  error.name = ${JSON.stringify(DEMO_COMPILE_ERROR)};`,
    '  throw error;',
    '}',
    '',
  ].join('\n');
}

/**
 * What the bundler compiles for a demo file in `npm start`: the file itself when it parses and
 * has no known type error (see typeErrors.ts), its stand-in when it does not. `file` is the path
 * from the site's root, as the report shows it.
 */
export function demoFileForDevServer(source: string, file: string, typeProblem: DemoCompileProblem | null = null) {
  const problem = firstSyntaxProblem(source, file) ?? typeProblem;
  return problem ? brokenDemoModuleCode(source, problem) : source;
}
