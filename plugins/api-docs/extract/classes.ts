import path from 'node:path';
import ts from 'typescript';
import type { ApiClass } from '../../../src/lib/apiDocs/types';
import type { ComponentExport } from './components';
import { stripPrefix, type PackageContext } from './context';
import { docOfNode, hasTag, tagText } from './jsdoc';
import type { ComponentProps } from './props';
import { declaredType } from './typeText';

/** Class keys that MUI turns into shared state classes (`Mui-disabled`, `base--disabled`). */
export const GLOBAL_STATE_CLASSES: ReadonlySet<string> = new Set([
  'active',
  'checked',
  'completed',
  'disabled',
  'error',
  'expanded',
  'focused',
  'focusVisible',
  'open',
  'readOnly',
  'required',
  'selected',
]);

/** The `<Name>Classes` interface and its name: the one the `classes` prop declares, or the one exported beside the component. */
function classesInterface(
  component: ComponentExport,
  classesProp: ComponentProps['classesProp'],
  context: PackageContext,
): { name: string; type: ts.Type } | undefined {
  const { packageProgram } = context;
  const { checker } = packageProgram;
  // 1. The type the `classes` prop declares: `Partial<ButtonClasses>`.
  if (classesProp) {
    const { type } = declaredType(checker, classesProp.symbol, classesProp.declaration);
    const target = checker.getNonNullableType(type);
    const owner = target
      .getProperties()
      .map((key) => key.declarations?.[0]?.parent)
      .find((parent): parent is ts.InterfaceDeclaration => parent !== undefined && ts.isInterfaceDeclaration(parent));
    if (owner && /Classes$/.test(owner.name.text)) {
      return { name: owner.name.text, type: checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(owner.name)!) };
    }
  }
  // 2. The `<Name>Classes` interface exported beside the component (Base UI, Joy UI).
  const folder = path
    .relative(packageProgram.packageDir, component.declaration.getSourceFile().fileName)
    .split(path.sep)[0];
  const moduleSymbol = packageProgram.entryModules.get(folder);
  const wanted = [`${component.symbol.name}Classes`, `${stripPrefix(component.name)}Classes`];
  const exported = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
  for (const name of wanted) {
    const match = exported.find((candidate) => candidate.name === name);
    if (!match) continue;
    const resolved = match.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(match) : match;
    if (resolved.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
      return { name, type: checker.getDeclaredTypeOfSymbol(resolved) };
    }
  }
  return undefined;
}

/** The CSS classes of a component, named as the library generates them. */
export function classesOf(
  component: ComponentExport,
  classesProp: ComponentProps['classesProp'],
  context: PackageContext,
): ApiClass[] {
  const found = classesInterface(component, classesProp, context);
  if (!found) return [];
  const { conventions, packageProgram } = context;
  const base = found.name.replace(/Classes$/, '');
  return packageProgram.checker.getPropertiesOfType(found.type).map((key) => {
    const doc = docOfNode(key.declarations?.[0]);
    const isGlobal = GLOBAL_STATE_CLASSES.has(key.name);
    const deprecated = hasTag(doc, 'deprecated') ? (tagText(doc, 'deprecated') ?? '') : undefined;
    return {
      key: key.name,
      className: isGlobal
        ? `${conventions.globalClassPrefix}${key.name}`
        : `${conventions.classPrefix}${base}-${key.name}`,
      isGlobal,
      description: doc.text,
      ...(deprecated !== undefined ? { deprecated } : {}),
    };
  });
}
