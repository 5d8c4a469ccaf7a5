import path from 'node:path';
import type ts from 'typescript';
import type { ComponentApi } from '../../../src/lib/apiDocs/types';
import { kebabCase } from '../../../src/lib/apiDocs/naming';
import { classesOf } from './classes';
import type { ComponentExport } from './components';
import { stripPrefix, type PackageContext } from './context';
import { buildInheritance } from './inheritance';
import { docOfNode, hasTag, parseComponentDoc, tagText } from './jsdoc';
import { originOf } from './propOrigin';
import { readProps, type ComponentProps } from './props';
import { slotsOf } from './slots';

// One component's API, section by section: props (props.ts, where each comes from in
// propOrigin.ts), inheritance, classes, slots; here the ref, the root element, the theme's
// default props key and the import lines.

/** Synthetic props (no declaration) that reveal the system style props. */
const SYSTEM_PROP_MARKERS = ['mt', 'px', 'display'];

function refInstance(checker: ts.TypeChecker, refProp: ts.Symbol, location: ts.Node): string | undefined {
  const printed = checker.typeToString(checker.getTypeOfSymbolAtLocation(refProp, location));
  const instance =
    /RefObject<([^<>]+)>/.exec(printed)?.[1] ??
    /\bRef<([^<>]+)>/.exec(printed)?.[1] ??
    /instance: ([\w.]+)/.exec(printed)?.[1];
  return instance && !['unknown', 'any'].includes(instance) ? instance : undefined;
}

/** The root element of a type-map component (`defaultComponent: 'button'`). */
function rootElementOf(checker: ts.TypeChecker, typeMap: ts.Type | undefined, location: ts.Node): string | undefined {
  const defaultComponent = typeMap?.getProperty('defaultComponent');
  const type = defaultComponent && checker.getTypeOfSymbolAtLocation(defaultComponent, location);
  return type?.isStringLiteral() ? type.value : undefined;
}

/** Whether the component passes the root element's props through. */
function spreadsNativeProps(component: ComponentExport, read: ComponentProps, context: PackageContext): boolean {
  // Type-map components do (their generic signatures do not always let the checker list them).
  if (read.typeMap) return true;
  const documented = new Set(read.props.map((prop) => prop.name));
  return read.allProps.some(
    (prop) =>
      !['ref', 'key', 'children'].includes(prop.name) &&
      !documented.has(prop.name) &&
      originOf(prop, component, context).kind === 'react',
  );
}

/** The key of the theme's `components` that sets the component's default props (`MuiButton`). */
function themeDefaultPropsKey(component: ComponentExport, context: PackageContext): string | undefined {
  const { themePrefix } = context.conventions;
  if (!themePrefix) return undefined;
  return [component.name, stripPrefix(component.name), component.symbol.name]
    .map((name) => `${themePrefix}${name}`)
    .find((key) => context.themeComponents.has(key));
}

function importLines(component: ComponentExport, packageName: string): ComponentApi['imports'] {
  const { entry } = component;
  const pathImport = entry
    ? entry.isDefault
      ? `import ${component.name} from '${packageName}/${entry.folder}';`
      : `import { ${entry.exportName} } from '${packageName}/${entry.folder}';`
    : `import { ${component.name} } from '${packageName}';`;
  return {
    path: pathImport,
    ...(component.rootExported && entry ? { named: `import { ${component.name} } from '${packageName}';` } : {}),
  };
}

/** Extracts the API of one component from its declaration. */
export function extractComponent(component: ComponentExport, context: PackageContext): ComponentApi {
  const { packageProgram, conventions } = context;
  const { checker, packageName, packageVersion, packageDir } = packageProgram;
  const location = component.declaration;

  const doc = docOfNode(location);
  const componentDoc = parseComponentDoc(doc.text);
  const componentDeprecated = hasTag(doc, 'deprecated') ? (tagText(doc, 'deprecated') ?? '') : undefined;

  const read = readProps(component, context);
  const refProp = read.allProps.find((prop) => prop.name === 'ref');
  const rootElement = rootElementOf(checker, read.typeMap, location);
  const themeKey = themeDefaultPropsKey(component, context);
  const classes = classesOf(component, read.classesProp, context);

  return {
    name: component.name,
    slug: kebabCase(component.name),
    area: conventions.area,
    packageName,
    packageVersion,
    sourceFile: path.relative(packageDir, location.getSourceFile().fileName).split(path.sep).join('/'),
    imports: importLines(component, packageName),
    typeParameters: read.typeParameters,
    description: componentDoc.description,
    ...(componentDeprecated !== undefined ? { deprecated: componentDeprecated } : {}),
    props: read.props,
    ref: {
      forwarded: Boolean(read.typeMap) || Boolean(refProp),
      ...(refProp ? { instance: refInstance(checker, refProp, location) } : {}),
    },
    ...(rootElement ? { rootElement } : {}),
    spreadsNativeProps: spreadsNativeProps(component, read, context),
    systemProps: SYSTEM_PROP_MARKERS.every((name) => read.syntheticNames.includes(name)),
    inheritance: buildInheritance(componentDoc.inherits, read.inheritedProps, read.externalProps, context),
    ...(themeKey ? { themeDefaultProps: themeKey } : {}),
    slots: slotsOf(checker, read.slotsType, classes),
    classes,
    demos: [],
  };
}
