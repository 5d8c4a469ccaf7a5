import path from 'node:path';
import type ts from 'typescript';
import type { ComponentExport } from './components';
import type { PackageContext } from './context';

/** Where a prop is declared, which decides whether the page lists it, links it or leaves it out. */
export type PropOrigin =
  | { kind: 'own'; declaration: ts.Declaration }
  | { kind: 'inherited'; component: ComponentExport; declaration: ts.Declaration }
  | { kind: 'external'; packageName: string; declaration: ts.Declaration }
  | { kind: 'react'; declaration: ts.Declaration }
  | { kind: 'common' }
  | { kind: 'synthetic' };

const ORIGIN_RANK: Record<PropOrigin['kind'], number> = {
  own: 0,
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
export function originOf(prop: ts.Symbol, component: ComponentExport, context: PackageContext): PropOrigin {
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
