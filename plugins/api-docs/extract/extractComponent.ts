import path from 'node:path';
import ts from 'typescript';
import type {
  ApiAreaId,
  ApiClass,
  ApiInheritance,
  ApiProp,
  ApiSlot,
  ComponentApi,
} from '../../../src/lib/apiDocs/types';
import { kebabCase } from '../../../src/lib/apiDocs/naming';
import { signaturesOf, type ComponentExport } from './components';
import { docOfNode, hasTag, parseComponentDoc, tagText, type MarkdownLink } from './jsdoc';
import type { PackageProgram } from './program';
import { callbackSignature, declaredType, printType, withoutUndefined } from './typeText';

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

/** How a library names things; fixed per library, the same for all its components. */
export interface LibraryConventions {
  area: ApiAreaId;
  /** `MuiButton-root` → `Mui`; `base-Button-root` → `base-`. */
  classPrefix: string;
  /** `Mui-disabled` → `Mui-`; `base--disabled` → `base--`. */
  globalClassPrefix: string;
  /** Prefix of the theme `components` keys (`Mui`, `Joy`); absent when the library has none. */
  themePrefix?: string;
}

/** What extracting one component needs to know about the rest of its package. */
export interface PackageContext {
  packageProgram: PackageProgram;
  conventions: LibraryConventions;
  /** Keys of the library's theme `components` typing. */
  themeComponents: ReadonlySet<string>;
  /** Components by the top-level folder their declaration lives in. */
  componentsByFolder: ReadonlyMap<string, ComponentExport[]>;
  /** Exported names of components of the same library, by API page slug (for JSDoc links). */
  componentsBySlug: ReadonlyMap<string, string>;
}

/** Synthetic props (no declaration) that reveal the system style props. */
const SYSTEM_PROP_MARKERS = ['mt', 'px', 'display'];

const OWN_PRIORITY = 0;
type PropOrigin =
  | { kind: 'own'; declaration: ts.Declaration }
  | { kind: 'inherited'; component: ComponentExport; declaration: ts.Declaration }
  | { kind: 'external'; packageName: string; declaration: ts.Declaration }
  | { kind: 'react'; declaration: ts.Declaration }
  | { kind: 'common' }
  | { kind: 'synthetic' };

const ORIGIN_RANK: Record<PropOrigin['kind'], number> = {
  own: OWN_PRIORITY,
  inherited: 1,
  react: 2,
  external: 3,
  common: 4,
  synthetic: 5,
};

function topFolder(packageDir: string, fileName: string): string | undefined {
  const relative = path.relative(packageDir, fileName);
  if (relative.startsWith('..')) return undefined;
  const segments = relative.split(path.sep);
  return segments.length > 1 ? segments[0] : '';
}

function nodeModulesPath(fileName: string): string | undefined {
  const marker = `${path.sep}node_modules${path.sep}`;
  const index = fileName.lastIndexOf(marker);
  return index === -1
    ? undefined
    : fileName
        .slice(index + marker.length)
        .split(path.sep)
        .join('/');
}

function packageNameOfPath(modulePath: string): string {
  const segments = modulePath.split('/');
  return segments[0].startsWith('@') ? `${segments[0]}/${segments[1]}` : segments[0];
}

/** Where a prop comes from, judged by the files declaring it. */
function originOf(prop: ts.Symbol, component: ComponentExport, context: PackageContext): PropOrigin {
  const { packageDir, packageName } = context.packageProgram;
  const homeFolder = topFolder(packageDir, component.declaration.getSourceFile().fileName);
  let best: PropOrigin = { kind: 'synthetic' };
  for (const declaration of prop.declarations ?? []) {
    const fileName = declaration.getSourceFile().fileName;
    const modulePath = nodeModulesPath(fileName) ?? '';
    const otherPackage = packageNameOfPath(modulePath);
    let origin: PropOrigin;
    if (otherPackage === packageName) {
      const folder = topFolder(packageDir, fileName);
      const owners = folder ? context.componentsByFolder.get(folder) : undefined;
      if (folder === homeFolder) origin = { kind: 'own', declaration };
      else if (owners && owners.length > 0) {
        const base = path.basename(fileName).replace(/(\.types)?\.d\.ts$/, '');
        const owner = owners.find((candidate) => base.startsWith(candidate.symbol.name)) ?? owners[0];
        origin = { kind: 'inherited', component: owner, declaration };
      } else if (folder === '' || folder === 'styles') {
        // OverridableComponent.d.ts / index.d.ts (className, style), StyledComponentProps (classes).
        origin = { kind: 'common' };
      } else origin = { kind: 'own', declaration };
    } else if (otherPackage === '@types/react' || otherPackage === 'react') {
      origin = { kind: 'react', declaration };
    } else if (otherPackage === '@mui/types' || otherPackage === 'csstype') {
      origin = prop.name === 'component' ? { kind: 'own', declaration } : { kind: 'common' };
    } else if (otherPackage.startsWith('@mui/')) {
      // Another MUI package supplies the implementation (Material's Box, Grid2 from the system).
      origin = { kind: 'own', declaration };
    } else {
      origin = { kind: 'external', packageName: otherPackage.replace(/^@types\//, ''), declaration };
    }
    if (ORIGIN_RANK[origin.kind] < ORIGIN_RANK[best.kind]) best = origin;
  }
  if (prop.name === 'component' && best.kind === 'common') {
    const declaration = prop.declarations?.[0];
    if (declaration) best = { kind: 'own', declaration };
  }
  return best;
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

function refInstance(checker: ts.TypeChecker, refProp: ts.Symbol, location: ts.Node): string | undefined {
  const printed = checker.typeToString(checker.getTypeOfSymbolAtLocation(refProp, location));
  const instance =
    /RefObject<([^<>]+)>/.exec(printed)?.[1] ??
    /\bRef<([^<>]+)>/.exec(printed)?.[1] ??
    /instance: ([\w.]+)/.exec(printed)?.[1];
  return instance && !['unknown', 'any'].includes(instance) ? instance : undefined;
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

function stripPrefix(name: string): string {
  return name.replace(/^(?:Unstable_|Experimental_)/, '');
}

function classesOf(
  checker: ts.TypeChecker,
  component: ComponentExport,
  classesProp: ts.Symbol | undefined,
  classesDeclaration: ts.Declaration | undefined,
  context: PackageContext,
): ApiClass[] {
  const { packageProgram, conventions } = context;
  let classesType: ts.Type | undefined;
  let interfaceName: string | undefined;

  // 1. The type the `classes` prop declares: `Partial<ButtonClasses>`.
  if (classesProp && classesDeclaration) {
    const { type } = declaredType(checker, classesProp, classesDeclaration);
    const target = checker.getNonNullableType(type);
    const owner = target
      .getProperties()
      .map((key) => key.declarations?.[0]?.parent)
      .find((parent): parent is ts.InterfaceDeclaration => parent !== undefined && ts.isInterfaceDeclaration(parent));
    if (owner && /Classes$/.test(owner.name.text)) {
      interfaceName = owner.name.text;
      classesType = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(owner.name)!);
    }
  }
  // 2. The `<Name>Classes` interface exported beside the component (Base UI, Joy UI).
  if (!classesType) {
    const folder = path
      .relative(packageProgram.packageDir, component.declaration.getSourceFile().fileName)
      .split(path.sep)[0];
    const moduleSymbol = packageProgram.entryModules.get(folder);
    const wanted = [`${component.symbol.name}Classes`, `${stripPrefix(component.name)}Classes`];
    const exported = moduleSymbol ? packageProgram.checker.getExportsOfModule(moduleSymbol) : [];
    for (const name of wanted) {
      const match = exported.find((candidate) => candidate.name === name);
      if (!match) continue;
      const resolved = match.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(match) : match;
      if (resolved.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
        interfaceName = name;
        classesType = checker.getDeclaredTypeOfSymbol(resolved);
        break;
      }
    }
  }
  if (!classesType || !interfaceName) return [];

  const base = interfaceName.replace(/Classes$/, '');
  return checker.getPropertiesOfType(classesType).map((key) => {
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

function slotsOf(checker: ts.TypeChecker, slotsType: ts.Type | undefined, classes: ApiClass[]): ApiSlot[] {
  if (!slotsType) return [];
  return checker.getPropertiesOfType(checker.getNonNullableType(slotsType)).map((slot) => {
    const doc = docOfNode(slot.declarations?.[0]);
    const slotClass = classes.find((entry) => entry.key === slot.name && !entry.isGlobal);
    const defaultElement = tagText(doc, 'default');
    return {
      name: slot.name,
      ...(slotClass ? { defaultClass: slotClass.className } : {}),
      ...(defaultElement ? { defaultElement } : {}),
      description: doc.text,
    };
  });
}

/** `https://mui.com/material-ui/api/button-base/` → `ButtonBase` when that page is one of ours. */
function componentOfApiUrl(url: string, context: PackageContext): string | undefined {
  const match = /^https:\/\/mui\.com\/([a-z-]+)\/api\/([a-z0-9-]+)\/?/.exec(url);
  if (!match || match[1] !== context.conventions.area) return undefined;
  return context.componentsBySlug.get(match[2]);
}

function buildInheritance(
  jsdocInherits: MarkdownLink[],
  inheritedProps: Map<ComponentExport, string[]>,
  externalProps: Map<string, string[]>,
  context: PackageContext,
): ApiInheritance[] {
  const result: ApiInheritance[] = [];
  const area = context.conventions.area;
  const byName = new Map<string, ApiInheritance>();
  for (const link of jsdocInherits) {
    const local = componentOfApiUrl(link.url, context);
    const entry: ApiInheritance = local
      ? { component: local, area, url: link.url, props: [] }
      : { component: link.title, url: link.url, props: [] };
    byName.set(entry.component, entry);
    result.push(entry);
  }
  for (const [component, props] of inheritedProps) {
    const existing = byName.get(component.name);
    if (existing) existing.props = props;
    else {
      const entry: ApiInheritance = { component: component.name, area, props };
      byName.set(component.name, entry);
      result.push(entry);
    }
  }
  for (const [packageName, props] of externalProps) {
    const documented = result.find((entry) => !entry.area && entry.url?.includes(packageName));
    if (documented) documented.props = props;
    else result.push({ component: packageName, props });
  }
  return result;
}

function sortProps(props: ApiProp[]): ApiProp[] {
  return props.sort(
    (a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
}

/** Extracts the API of one component from its declaration. */
export function extractComponent(component: ComponentExport, context: PackageContext): ComponentApi {
  const { packageProgram, conventions } = context;
  const { checker, packageName, packageVersion, packageDir } = packageProgram;
  const location = component.declaration;

  const doc = docOfNode(location);
  const componentDoc = parseComponentDoc(doc.text);
  const componentDeprecated = hasTag(doc, 'deprecated') ? (tagText(doc, 'deprecated') ?? '') : undefined;

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

  const props: ApiProp[] = [];
  const inheritedProps = new Map<ComponentExport, string[]>();
  const externalProps = new Map<string, string[]>();
  const syntheticNames: string[] = [];
  let classesProp: ts.Symbol | undefined;
  let classesDeclaration: ts.Declaration | undefined;
  let slotsType: ts.Type | undefined;

  for (const prop of candidateProps) {
    if (prop.name === 'ref' || prop.name === 'key') continue;
    const origin = originOf(prop, component, context);
    if (origin.kind === 'synthetic') {
      syntheticNames.push(prop.name);
      continue;
    }
    if (origin.kind === 'common') continue;
    if (origin.kind === 'react' && !typeMapPropsSymbol) continue;
    if (origin.kind === 'inherited') {
      const list = inheritedProps.get(origin.component) ?? [];
      list.push(prop.name);
      inheritedProps.set(origin.component, list);
      continue;
    }
    if (origin.kind === 'external') {
      const list = externalProps.get(origin.packageName) ?? [];
      list.push(prop.name);
      externalProps.set(origin.packageName, list);
      continue;
    }
    const { declaration } = origin;
    const propDoc = docOfNode(declaration);
    if (hasTag(propDoc, 'ignore') || hasTag(propDoc, 'internal') || hasTag(propDoc, 'private')) continue;
    const declared = propType(checker, prop, declaration, location, typeParameters);
    const signature = callbackSignature(checker, declared.type, declaration, propDoc);
    const defaultValue = tagText(propDoc, 'default');
    const deprecated = hasTag(propDoc, 'deprecated') ? (tagText(propDoc, 'deprecated') ?? '') : undefined;
    props.push({
      name: prop.name,
      // `component` is required only in the overload that exists to take it.
      required: prop.name !== 'component' && !(prop.flags & ts.SymbolFlags.Optional),
      type: declared.text,
      ...(signature ? { signature } : {}),
      ...(defaultValue !== undefined ? { default: defaultValue } : {}),
      description: propDoc.text,
      ...(deprecated !== undefined ? { deprecated } : {}),
    });
    if (prop.name === 'classes') {
      classesProp = prop;
      classesDeclaration = declaration;
    }
    if (prop.name === 'slots') slotsType = declared.type;
  }

  const refProp = allProps.find((prop) => prop.name === 'ref');
  const defaultComponent = typeMap?.getProperty('defaultComponent');
  const defaultComponentType = defaultComponent && checker.getTypeOfSymbolAtLocation(defaultComponent, location);
  const rootElement = defaultComponentType?.isStringLiteral() ? defaultComponentType.value : undefined;
  const documented = new Set(props.map((prop) => prop.name));
  // Type-map components pass the root element's props through (their generic signatures do
  // not always let the checker list them).
  const spreadsNativeProps =
    Boolean(typeMap) ||
    allProps.some(
      (prop) =>
        !['ref', 'key', 'children'].includes(prop.name) &&
        !documented.has(prop.name) &&
        originOf(prop, component, context).kind === 'react',
    );

  const themeKey = conventions.themePrefix
    ? [component.name, stripPrefix(component.name), component.symbol.name]
        .map((name) => `${conventions.themePrefix}${name}`)
        .find((key) => context.themeComponents.has(key))
    : undefined;

  const classes = classesOf(checker, component, classesProp, classesDeclaration, context);
  const slots = slotsOf(checker, slotsType, classes);

  const entry = component.entry;
  const pathImport = entry
    ? entry.isDefault
      ? `import ${component.name} from '${packageName}/${entry.folder}';`
      : `import { ${entry.exportName} } from '${packageName}/${entry.folder}';`
    : `import { ${component.name} } from '${packageName}';`;

  return {
    name: component.name,
    slug: kebabCase(component.name),
    area: conventions.area,
    packageName,
    packageVersion,
    sourceFile: path.relative(packageDir, location.getSourceFile().fileName).split(path.sep).join('/'),
    imports: {
      path: pathImport,
      ...(component.rootExported && entry ? { named: `import { ${component.name} } from '${packageName}';` } : {}),
    },
    typeParameters,
    description: componentDoc.description,
    ...(componentDeprecated !== undefined ? { deprecated: componentDeprecated } : {}),
    props: sortProps(props),
    ref: {
      forwarded: Boolean(typeMap) || Boolean(refProp),
      ...(refProp ? { instance: refInstance(checker, refProp, location) } : {}),
    },
    ...(rootElement ? { rootElement } : {}),
    spreadsNativeProps,
    systemProps: SYSTEM_PROP_MARKERS.every((name) => syntheticNames.includes(name)),
    inheritance: buildInheritance(componentDoc.inherits, inheritedProps, externalProps, context),
    ...(themeKey ? { themeDefaultProps: themeKey } : {}),
    slots,
    classes,
    demos: [],
  };
}
