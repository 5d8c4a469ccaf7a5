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

/**
 * Names a file imports at run time from packages: named imports by their exported name, and the
 * default import of a one-level deep path by that path's last segment (MUI's
 * `@mui/joy/Button` exports the component Button by default). Type-only imports are left out.
 */
export function importedNamesOf(source: string): ImportedName[] {
  const file = ts.createSourceFile('demo.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found = new Map<string, ImportedName>();
  const add = (packageName: string, name: string) => found.set(`${packageName}#${name}`, { packageName, name });
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const specifier = statement.moduleSpecifier.text;
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

/** Relative specifiers a file imports (`./team`, `./Card.module.css`). */
export function localImportsOf(source: string): string[] {
  const file = ts.createSourceFile('demo.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  return file.statements
    .filter(ts.isImportDeclaration)
    .map((statement) => (statement.moduleSpecifier as ts.StringLiteral).text)
    .filter((specifier) => specifier.startsWith('.'));
}
