import ts from 'typescript';

/** A value a demo imports from a library: `import Button from '@mui/material/Button'` → Button. */
export interface ImportedName {
  /** The library, e.g. `@mui/material` (a deep import's package, not its path). */
  packageName: string;
  /** The exported name: a named import's original name, or a deep default import's folder. */
  name: string;
}

/** `@mui/material/Button` → `@mui/material`; `react` → `react`; `./team` → null. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

interface FileImports {
  names: ImportedName[];
  locals: string[];
}

/**
 * Both readings of each source, from one parse, kept by source text: every demo file is asked for
 * its sibling files and its library imports, and parsing is most of what reading the site's
 * demo usage costs when `npm start` and the build load content.
 */
const importsBySource = new Map<string, FileImports>();

function importsOf(source: string): FileImports {
  const known = importsBySource.get(source);
  if (known) return known;
  const file = ts.createSourceFile('demo.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const declarations = file.statements
    .filter(ts.isImportDeclaration)
    .filter((statement) => ts.isStringLiteral(statement.moduleSpecifier));
  const found = { names: namesImportedBy(declarations), locals: localSpecifiersOf(declarations) };
  importsBySource.set(source, found);
  return found;
}

/**
 * Names a file imports at run time from packages: named imports by their exported name, and the
 * default import of a one-level deep path by that path's last segment (MUI's
 * `@mui/joy/Button` exports the component Button by default). Type-only imports are left out.
 */
export function importedNamesOf(source: string): readonly ImportedName[] {
  return importsOf(source).names;
}

/** Relative specifiers a file imports (`./team`, `./Card.module.css`). */
export function localImportsOf(source: string): readonly string[] {
  return importsOf(source).locals;
}

function namesImportedBy(declarations: readonly ts.ImportDeclaration[]): ImportedName[] {
  const found = new Map<string, ImportedName>();
  const add = (packageName: string, name: string) => found.set(`${packageName}#${name}`, { packageName, name });
  for (const statement of declarations) {
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const packageName = packageOf(specifier);
    if (!packageName) continue;
    const deepPath = specifier.slice(packageName.length + 1);
    if (clause.name && deepPath && !deepPath.includes('/')) add(packageName, deepPath);
    if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      for (const element of clause.namedBindings.elements) {
        if (!element.isTypeOnly) add(packageName, (element.propertyName ?? element.name).text);
      }
    }
  }
  return [...found.values()];
}

function localSpecifiersOf(declarations: readonly ts.ImportDeclaration[]): string[] {
  return declarations
    .map((statement) => (statement.moduleSpecifier as ts.StringLiteral).text)
    .filter((specifier) => specifier.startsWith('.'));
}
