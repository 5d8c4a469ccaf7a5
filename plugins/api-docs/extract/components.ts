import path from 'node:path';
import ts from 'typescript';
import type { SkippedExport } from '../../../src/lib/apiDocs/types';
import type { PackageProgram } from './program';

/** A component found among a package's exports. */
export interface ComponentExport {
  /** Exported name (`Button`, `Unstable_NumberInput`). */
  name: string;
  /** The declared symbol (aliases resolved). */
  symbol: ts.Symbol;
  declaration: ts.Declaration;
  type: ts.Type;
  /** Exported from the package root (`import { Button } from '@mui/material'`). */
  rootExported: boolean;
  /** The entry folder exporting it (`@mui/material/Button`), default or named export. */
  entry?: { folder: string; exportName: string; isDefault: boolean };
}

/** Capitalized names, optionally with the libraries' `Unstable_` / `Experimental_` prefixes. */
export const COMPONENT_NAME = /^(?:Unstable_|Experimental_)?[A-Z][A-Za-z0-9]*$/;

export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Call and construct signatures, looking into the members of `A | B` constructor unions. */
export function signaturesOf(type: ts.Type): { calls: readonly ts.Signature[]; constructs: readonly ts.Signature[] } {
  let calls = type.getCallSignatures();
  let constructs = type.getConstructSignatures();
  if (calls.length === 0 && constructs.length === 0 && type.isUnion()) {
    calls = type.types.flatMap((member) => member.getCallSignatures());
    constructs = type.types.flatMap((member) => member.getConstructSignatures());
  }
  return { calls, constructs };
}

const NULLISH = ts.TypeFlags.Null | ts.TypeFlags.Undefined;
const ELEMENT_TYPES = new Set(['Element', 'ReactElement', 'ReactPortal']);

/** Whether a return type is what React can render: an element, `ReactNode`, or either or null. */
export function isRenderable(type: ts.Type): boolean {
  if (type.flags & ts.TypeFlags.Any) return false;
  if (type.aliasSymbol?.name === 'ReactNode') return true;
  if (type.symbol && ELEMENT_TYPES.has(type.symbol.name)) return true;
  if (type.isUnion()) {
    const defined = type.types.filter((member) => !(member.flags & NULLISH));
    return defined.length > 0 && defined.every(isRenderable);
  }
  return false;
}

function isModuleMainExport(checker: ts.TypeChecker, symbol: ts.Symbol, declaration: ts.Declaration): boolean {
  const sourceFile = declaration.getSourceFile();
  const basename = path.basename(sourceFile.fileName).replace(/\.d\.ts$/, '');
  if (symbol.name === basename || symbol.escapedName === 'default') return true;
  const fileModule = checker.getSymbolAtLocation(sourceFile);
  const defaultExport =
    fileModule && checker.getExportsOfModule(fileModule).find((entry) => entry.escapedName === 'default');
  return defaultExport !== undefined && resolveAlias(checker, defaultExport) === symbol;
}

export type Classification = { component: true; type: ts.Type } | { component: false; reason: string };

/**
 * Decides whether a capitalized value export is a component that gets an API page: it must be
 * the main export of its module (not a styled slot such as `SliderRoot` exported beside it),
 * render something (not `Identity: (x: any) => any`), and not be a context or a provider.
 */
export function classifyExport(checker: ts.TypeChecker, name: string, symbol: ts.Symbol): Classification {
  if (/Provider$/.test(name)) return { component: false, reason: 'context provider' };
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration) return { component: false, reason: 'no declaration' };
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  const { calls, constructs } = signaturesOf(type);
  if (calls.length === 0 && constructs.length === 0) {
    return { component: false, reason: /Context$/.test(name) ? 'React context' : 'not a function or class' };
  }
  if (type.getProperty('withComponent')) return { component: false, reason: 'styled component' };
  const rendersCall = calls.length > 0 && isRenderable(calls[calls.length - 1].getReturnType());
  const rendersClass = constructs.some((signature) => signature.getReturnType().getProperty('render') !== undefined);
  if (!rendersCall && !rendersClass) return { component: false, reason: 'does not return a React element' };
  if (!isModuleMainExport(checker, symbol, declaration)) {
    const file = path.basename(declaration.getSourceFile().fileName);
    return { component: false, reason: `secondary export of ${file} (a styled slot or helper)` };
  }
  return { component: true, type };
}

/**
 * The package's components: capitalized value exports of the root module and of the
 * top-level entry folders, classified by `classifyExport`, each listed once.
 */
export function findComponents(packageProgram: PackageProgram): {
  components: ComponentExport[];
  skipped: SkippedExport[];
} {
  const { checker, rootModule, entryModules } = packageProgram;

  // Where each declared symbol can be imported from as a subpath.
  const entries = new Map<ts.Symbol, ComponentExport['entry'][]>();
  for (const [folder, moduleSymbol] of entryModules) {
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      if (!(exported.escapedName === 'default' || COMPONENT_NAME.test(exported.name))) continue;
      const target = resolveAlias(checker, exported);
      const isDefault = exported.escapedName === 'default';
      const list = entries.get(target) ?? [];
      list.push({ folder, exportName: isDefault ? folder : exported.name, isDefault });
      entries.set(target, list);
    }
  }
  const bestEntry = (target: ts.Symbol, name: string) => {
    const list = entries.get(target) ?? [];
    return (
      list.find((entry) => entry!.folder === name && entry!.isDefault) ??
      list.find((entry) => entry!.folder === name) ??
      list.find((entry) => entry!.exportName === name) ??
      list[0]
    );
  };

  const components: ComponentExport[] = [];
  const skipped: SkippedExport[] = [];
  const seen = new Set<ts.Symbol>();
  const consider = (name: string, exported: ts.Symbol, rootExported: boolean) => {
    if (!COMPONENT_NAME.test(name)) return;
    const target = resolveAlias(checker, exported);
    if (!(target.flags & ts.SymbolFlags.Value) || seen.has(target)) return;
    seen.add(target);
    const classification = classifyExport(checker, name, target);
    if (!classification.component) {
      skipped.push({ name, reason: classification.reason });
      return;
    }
    components.push({
      name,
      symbol: target,
      declaration: (target.valueDeclaration ?? target.declarations![0]) as ts.Declaration,
      type: classification.type,
      rootExported,
      entry: bestEntry(target, name),
    });
  };

  for (const exported of checker.getExportsOfModule(rootModule)) consider(exported.name, exported, true);
  // Components published only as an entry folder (`@mui/material/PigmentGrid`).
  for (const [folder, moduleSymbol] of entryModules) {
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      if (exported.escapedName === 'default') consider(folder, exported, false);
      else if (exported.name === folder) consider(folder, exported, false);
    }
  }

  components.sort((a, b) => a.name.localeCompare(b.name));
  skipped.sort((a, b) => a.name.localeCompare(b.name));
  return { components, skipped };
}
