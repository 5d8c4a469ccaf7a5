/**
 * Derives a demo's JavaScript from its TSX at build time. ts-blank-space blanks the type syntax
 * out in place, so the rest (layout, comments, blank lines) stays where the writer put it; what
 * TypeScript's compiler drops besides is dropped too: imports used as types only, and the
 * comments of declarations that are types only. Prettier then formats the result the way the TSX
 * is formatted. (TypeScript's `transpileModule` did this before at 3 ms a file, a program each,
 * and its printer reflowed what it kept; ts-blank-space only parses.)
 */
import ts from 'typescript';
import { blankSourceFile } from 'ts-blank-space';
import { formatJsHere } from './formatJs';
import type { Formatter } from './formatWorker';
import { DemoSyntaxError, parseDemo, parseDiagnosticsOf, problemOf } from './syntaxErrors';
import { boundedMemo } from '../../src/lib/boundedMemo';

export { DEMO_PRETTIER_OPTIONS } from './formatJs';

/** Statements that are types only, which go whole, with their comments. */
function isTypeOnlyStatement(statement: ts.Statement): boolean {
  if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) return true;
  if (ts.isImportDeclaration(statement)) return Boolean(statement.importClause?.isTypeOnly);
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
  return Boolean(modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword));
}

/** Whether an identifier refers to a binding, rather than naming a property, an attribute or a label. */
function isReference(identifier: ts.Identifier, parent: ts.Node): boolean {
  return !(
    ((ts.isPropertyAccessExpression(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isJsxAttribute(parent)) &&
      parent.name === identifier) ||
    (ts.isBindingElement(parent) && parent.propertyName === identifier) ||
    ts.isLabeledStatement(parent)
  );
}

/** The names JavaScript code uses as values (outside its imports). JSX uses React, its factory. */
function valueNames(js: string, fileName: string): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node, parent: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) names.add('React');
    if (ts.isIdentifier(node) && isReference(node, parent)) names.add(node.text);
    ts.forEachChild(node, (child) => visit(child, node));
  };
  const sourceFile = parseDemo(js, fileName);
  ts.forEachChild(sourceFile, (child) => visit(child, sourceFile));
  return names;
}

/**
 * The import with only the bindings the code uses as values ('' when it uses none), or undefined
 * when it uses them all.
 */
function importOfValues(
  statement: ts.ImportDeclaration,
  sourceFile: ts.SourceFile,
  used: Set<string>,
): string | undefined {
  const clause = statement.importClause;
  if (!clause) return undefined;
  const kept: string[] = [];
  let dropped = false;
  const keepIf = (name: ts.Identifier, binding: string) => {
    if (used.has(name.text)) kept.push(binding);
    else dropped = true;
  };
  if (clause.name) keepIf(clause.name, clause.name.text);
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) keepIf(bindings.name, `* as ${bindings.name.text}`);
  if (bindings && ts.isNamedImports(bindings)) {
    const named: string[] = [];
    for (const element of bindings.elements) {
      if (!element.isTypeOnly && used.has(element.name.text)) named.push(element.getText(sourceFile));
      else dropped = true;
    }
    if (named.length > 0) kept.push(`{ ${named.join(', ')} }`);
  }
  if (!dropped) return undefined;
  return kept.length === 0 ? '' : `import ${kept.join(', ')} from ${statement.moduleSpecifier.getText(sourceFile)};`;
}

/**
 * TypeScript types out, JSX kept; a source without type syntax comes back as it is. A syntax error,
 * or TypeScript that has no JavaScript in place (an enum, a namespace, a constructor's parameter
 * properties), throws a DemoSyntaxError naming `fileName`, line and column.
 */
export function stripTypes(source: string, fileName = 'demo.tsx'): string {
  const sourceFile = parseDemo(source, fileName);
  const [syntaxError] = parseDiagnosticsOf(sourceFile);
  if (syntaxError) throw new DemoSyntaxError(problemOf(syntaxError, fileName));
  let unsupported: ts.Node | undefined;
  const blanked = blankSourceFile(sourceFile, (node) => {
    unsupported ??= node;
  });
  if (unsupported) {
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(unsupported.getStart(sourceFile));
    const message =
      'this TypeScript has no JavaScript of its own to show (an enum, a namespace or parameter properties): ' +
      'use an object, a union of literal types or plain class fields.';
    throw new DemoSyntaxError({ file: fileName, line: line + 1, column: character + 1, message });
  }

  const used = valueNames(blanked, fileName);
  // Every edit keeps the lines where they were (newlines stay), so they still pair with the
  // source's lines below; a blanked comment keeps its length too (two statements can share one).
  const edits: { start: number; end: number; text: string }[] = [];
  const replace = (start: number, end: number, text: string) =>
    edits.push({ start, end, text: text + '\n'.repeat(source.slice(start, end).split('\n').length - 1) });
  const dropComments = (statement: ts.Statement) => {
    const comments = [
      ...(ts.getLeadingCommentRanges(source, statement.pos) ?? []),
      ...(ts.getTrailingCommentRanges(source, statement.end) ?? []),
    ];
    for (const { pos, end } of comments)
      edits.push({ start: pos, end, text: source.slice(pos, end).replace(/[^\n]/g, ' ') });
  };
  for (const statement of sourceFile.statements) {
    if (isTypeOnlyStatement(statement)) {
      dropComments(statement);
      continue;
    }
    const kept = ts.isImportDeclaration(statement) ? importOfValues(statement, sourceFile, used) : undefined;
    if (kept === undefined) continue;
    replace(statement.getStart(sourceFile), statement.end, kept);
    if (!kept) dropComments(statement);
  }
  let js = blanked;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    js = js.slice(0, start) + text + js.slice(end);
  }
  // Lines that held only types go, as their statements did; the source's own blank lines stay.
  const sourceLines = source.split('\n');
  return js
    .split('\n')
    .filter((line, index) => line.trim() !== '' || sourceLines[index].trim() === '')
    .join('\n');
}

let formatter: Formatter = formatJsHere;

/** Where derived JavaScript is formatted from now on: here (the default), or a worker (formatWorker.ts). */
export function formatJsWith(next: Formatter): void {
  formatter = next;
}

export function formatJs(code: string): Promise<string> {
  return formatter(code);
}

async function deriveJsOnce(source: string, fileName: string): Promise<string> {
  const js = stripTypes(source, fileName);
  // Over 40% of the demos use no type syntax: their source, formatted already, is shown as written.
  if (js === source) return source.trim();
  return (await formatJs(js)).trim();
}

const deriveJsMemo = boundedMemo(deriveJsOnce, (source, fileName) => `${fileName}\0${source}`);

/**
 * The JavaScript of a `.ts` / `.tsx` demo file, formatted. Surrounding blank lines (left by
 * type-only declarations at the ends) are trimmed like the TSX text the page shows. Derived once
 * per distinct source and name: both bundles and several request kinds read the same demo.
 */
export function deriveJs(source: string, fileName = 'demo.tsx'): Promise<string> {
  return deriveJsMemo(source, fileName);
}
