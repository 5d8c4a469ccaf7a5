import path from 'node:path';
import ts from 'typescript';
import type { ApiAreaId, ComponentApi, ExtractionError, PackageApi } from '../../../src/lib/apiDocs/types';
import { kebabCase } from '../../../src/lib/apiDocs/naming';
import { findComponents, resolveAlias, type ComponentExport } from './components';
import type { LibraryConventions, PackageContext } from './context';
import { extractComponent } from './extractComponent';
import { createPackageProgram, type PackageProgram } from './program';

/** Naming conventions of each library (class prefixes from its `generateUtilityClass`). */
export const LIBRARY_CONVENTIONS: Readonly<Record<ApiAreaId, LibraryConventions>> = {
  'material-ui': { area: 'material-ui', classPrefix: 'Mui', globalClassPrefix: 'Mui-', themePrefix: 'Mui' },
  'joy-ui': { area: 'joy-ui', classPrefix: 'Mui', globalClassPrefix: 'Mui-', themePrefix: 'Joy' },
  system: { area: 'system', classPrefix: 'Mui', globalClassPrefix: 'Mui-' },
  'base-ui': { area: 'base-ui', classPrefix: 'base-', globalClassPrefix: 'base--' },
};

/** Keys of the theme's `components` typing (`MuiButton`, `JoyInput`), if the library exports one. */
function themeComponentKeys(packageProgram: PackageProgram): Set<string> {
  const { checker, rootModule } = packageProgram;
  const exported = checker.getExportsOfModule(rootModule).find((symbol) => symbol.name === 'Components');
  if (!exported) return new Set();
  const resolved = resolveAlias(checker, exported);
  if (!(resolved.flags & ts.SymbolFlags.Interface)) return new Set();
  return new Set(checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(resolved)).map((key) => key.name));
}

export interface ExtractOptions {
  area: ApiAreaId;
  packageName: string;
  nodeModulesDir: string;
  extractorHash: string;
  /** Parses declaration files once across the packages extracted with it (createSharedCompilerHost). */
  host?: ts.CompilerHost;
  /** Reuse a program already created for the package (tests). */
  packageProgram?: PackageProgram;
  /** Extract only these components (tests); the others still inform inheritance. */
  only?: readonly string[];
}

/** Reads one installed package's declarations and extracts every component's API. */
export function extractPackage(options: ExtractOptions): PackageApi {
  const { area, packageName, nodeModulesDir, extractorHash, only } = options;
  const started = performance.now();
  const packageProgram = options.packageProgram ?? createPackageProgram(nodeModulesDir, packageName, options.host);
  const { components, skipped } = findComponents(packageProgram);

  const componentsByFolder = new Map<string, ComponentExport[]>();
  for (const component of components) {
    const relative = path.relative(packageProgram.packageDir, component.declaration.getSourceFile().fileName);
    const folder = relative.split(path.sep)[0];
    componentsByFolder.set(folder, [...(componentsByFolder.get(folder) ?? []), component]);
  }
  const context: PackageContext = {
    packageProgram,
    conventions: LIBRARY_CONVENTIONS[area],
    themeComponents: themeComponentKeys(packageProgram),
    componentsByFolder,
    componentsBySlug: new Map(components.map((component) => [kebabCase(component.name), component.name])),
  };

  const extracted: ComponentApi[] = [];
  const errors: ExtractionError[] = [];
  for (const component of components) {
    if (only && !only.includes(component.name)) continue;
    try {
      extracted.push(extractComponent(component, context));
    } catch (error) {
      errors.push({ name: component.name, message: error instanceof Error ? error.message : String(error) });
    }
  }

  return {
    packageName,
    packageVersion: packageProgram.packageVersion,
    area,
    extractorHash,
    durationMs: Math.round(performance.now() - started),
    components: extracted,
    skipped,
    errors,
  };
}
