import ts from 'typescript';
import type { ApiProp } from '../../../src/lib/apiDocs/types';
import { signaturesOf, type ComponentExport } from './components';
import type { PackageContext } from './context';
import { docOfNode, hasTag, tagText } from './jsdoc';
import { originOf } from './propOrigin';
import { callbackSignature, declaredType, printType, withoutUndefined } from './typeText';

/** A component's props as its page lists them, and what the other sections need from them. */
export interface ComponentProps {
  /** Type parameters of the plain call signature (`RootComponent`). */
  typeParameters: string[];
  /** Every prop the signature accepts, listed or not (ref, native attributes). */
  allProps: ts.Symbol[];
  /** The `TypeMap` (`{ props; defaultComponent }`) the component type is built from, if any. */
  typeMap: ts.Type | undefined;
  /** The listed props: required first, then by name. */
  props: ApiProp[];
  /** Names of the props declared by another component of the library, by that component. */
  inheritedProps: Map<ComponentExport, string[]>;
  /** Names of the props declared by another package, by its name. */
  externalProps: Map<string, string[]>;
  /** Props without a declaration (the system style props, `mt`, `px` …). */
  syntheticNames: string[];
  /** The `classes` prop, for the classes section. */
  classesProp?: { symbol: ts.Symbol; declaration: ts.Declaration };
  /** Type of the `slots` prop, for the slots section. */
  slotsType?: ts.Type;
}

/** The `TypeMap` (`{ props; defaultComponent }`) a component type is built from, if any. */
function findTypeMap(checker: ts.TypeChecker, type: ts.Type): ts.Type | undefined {
  const candidates: ts.Type[] = [];
  const collect = (candidate: ts.Type) => {
    candidates.push(...(candidate.aliasTypeArguments ?? []));
    if (candidate.flags & ts.TypeFlags.Object && (candidate as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) {
      candidates.push(...checker.getTypeArguments(candidate as ts.TypeReference));
    }
  };
  collect(type);
  if (type.isIntersection()) type.types.forEach(collect);
  return candidates.find((candidate) => candidate.getProperty('props') && candidate.getProperty('defaultComponent'));
}

function propsOfSignature(checker: ts.TypeChecker, signature: ts.Signature, location: ts.Node): ts.Type | undefined {
  const [parameter] = signature.getParameters();
  return parameter ? checker.getTypeOfSymbolAtLocation(parameter, location) : undefined;
}

/** Type parameters of the interfaces / aliases enclosing a declaration (`Slots` of `CreateSlotsAndSlotProps<Slots>`). */
function enclosingTypeParameters(declaration: ts.Node): string[] {
  const names: string[] = [];
  for (let node: ts.Node | undefined = declaration.parent; node; node = node.parent) {
    if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && node.typeParameters) {
      names.push(...node.typeParameters.map((parameter) => parameter.name.text));
    }
  }
  return names;
}

/**
 * The type shown for a prop: as declared (type parameters of the component kept, `undefined`
 * of optional props left out), or as instantiated for this component when the declaration sits
 * in a generic helper (`slots?: Partial<Slots>` in `CreateSlotsAndSlotProps<Slots, …>`).
 */
function propType(
  checker: ts.TypeChecker,
  prop: ts.Symbol,
  declaration: ts.Declaration,
  location: ts.Node,
  componentTypeParameters: readonly string[],
): { type: ts.Type; text: string } {
  const declared = declaredType(checker, prop, declaration);
  if (declared.type.flags & ts.TypeFlags.TypeParameter) {
    const parameter = declared.type.symbol?.declarations?.[0];
    // `component: RootComponent` reads as its constraint, `React.ElementType`.
    if (parameter && ts.isTypeParameterDeclaration(parameter) && parameter.constraint && prop.name === 'component') {
      return { type: declared.type, text: parameter.constraint.getText() };
    }
    const constraint = checker.getBaseConstraintOfType(declared.type);
    if (constraint) return { type: declared.type, text: withoutUndefined(printType(checker, constraint, declaration)) };
  }
  const foreign = enclosingTypeParameters(declaration).filter((name) => !componentTypeParameters.includes(name));
  if (foreign.some((name) => new RegExp(`\\b${name}\\b`).test(declared.text))) {
    const type = checker.getTypeOfSymbolAtLocation(prop, location);
    return { type, text: withoutUndefined(printType(checker, type, location)) };
  }
  return declared;
}

function sortProps(props: ApiProp[]): ApiProp[] {
  return props.sort(
    (a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
}

/** One listed prop, from its declaration and JSDoc; undefined for a prop the JSDoc hides. */
function listedProp(
  checker: ts.TypeChecker,
  prop: ts.Symbol,
  declaration: ts.Declaration,
  location: ts.Node,
  typeParameters: readonly string[],
): { entry: ApiProp; type: ts.Type } | undefined {
  const propDoc = docOfNode(declaration);
  if (hasTag(propDoc, 'ignore') || hasTag(propDoc, 'internal') || hasTag(propDoc, 'private')) return undefined;
  const declared = propType(checker, prop, declaration, location, typeParameters);
  const signature = callbackSignature(checker, declared.type, declaration, propDoc);
  const defaultValue = tagText(propDoc, 'default');
  const deprecated = hasTag(propDoc, 'deprecated') ? (tagText(propDoc, 'deprecated') ?? '') : undefined;
  const entry: ApiProp = {
    name: prop.name,
    // `component` is required only in the overload that exists to take it.
    required: prop.name !== 'component' && !(prop.flags & ts.SymbolFlags.Optional),
    type: declared.text,
    ...(signature ? { signature } : {}),
    ...(defaultValue !== undefined ? { default: defaultValue } : {}),
    description: propDoc.text,
    ...(deprecated !== undefined ? { deprecated } : {}),
  };
  return { entry, type: declared.type };
}

/** The props of a component, sorted by where they come from. */
export function readProps(component: ComponentExport, context: PackageContext): ComponentProps {
  const { checker } = context.packageProgram;
  const location = component.declaration;

  // The props a reader passes without `component`: the last call signature (overloads put the
  // plain one last), or the `props` of a class component.
  const { calls, constructs } = signaturesOf(component.type);
  let propsType: ts.Type | undefined;
  let typeParameters: string[] = [];
  if (calls.length > 0) {
    const signature = calls[calls.length - 1];
    propsType = propsOfSignature(checker, signature, location);
    typeParameters = (signature.getTypeParameters() ?? []).map((parameter) => parameter.symbol.name);
  } else if (constructs.length > 0) {
    const instance = constructs[0].getReturnType();
    const propsSymbol = instance.getProperty('props');
    propsType = propsSymbol ? checker.getTypeOfSymbolAtLocation(propsSymbol, location) : undefined;
  }
  const allProps = propsType ? checker.getPropertiesOfType(propsType) : [];

  // Components built on a type map declare their own props in `TypeMap['props']`; what else
  // their signature accepts is the root element's.
  const typeMap = findTypeMap(checker, component.type);
  const typeMapPropsSymbol = typeMap?.getProperty('props');
  const candidateProps = typeMapPropsSymbol
    ? checker.getPropertiesOfType(checker.getTypeOfSymbolAtLocation(typeMapPropsSymbol, location))
    : [...allProps];
  // Overridable components accept `component` (declared in the overload that takes it).
  if (!candidateProps.some((prop) => prop.name === 'component')) {
    for (const signature of calls) {
      const componentProp = propsOfSignature(checker, signature, location)?.getProperty('component');
      if (componentProp) {
        candidateProps.push(componentProp);
        break;
      }
    }
  }

  const result: ComponentProps = {
    typeParameters,
    allProps,
    typeMap,
    props: [],
    inheritedProps: new Map(),
    externalProps: new Map(),
    syntheticNames: [],
  };
  const addTo = <K>(map: Map<K, string[]>, key: K, name: string) => map.set(key, [...(map.get(key) ?? []), name]);
  for (const prop of candidateProps) {
    if (prop.name === 'ref' || prop.name === 'key') continue;
    const origin = originOf(prop, component, context);
    if (origin.kind === 'synthetic') result.syntheticNames.push(prop.name);
    else if (origin.kind === 'inherited') addTo(result.inheritedProps, origin.component, prop.name);
    else if (origin.kind === 'external') addTo(result.externalProps, origin.packageName, prop.name);
    else if (origin.kind === 'own' || (origin.kind === 'react' && typeMapPropsSymbol)) {
      const listed = listedProp(checker, prop, origin.declaration, location, typeParameters);
      if (!listed) continue;
      result.props.push(listed.entry);
      if (prop.name === 'classes') result.classesProp = { symbol: prop, declaration: origin.declaration };
      if (prop.name === 'slots') result.slotsType = listed.type;
    }
  }
  sortProps(result.props);
  return result;
}
