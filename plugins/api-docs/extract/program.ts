import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { packageDirOf, readPackageVersion } from '../../shared/installedPackages';

/** A TypeScript program over one installed package's declaration files. */
export interface PackageProgram {
  packageName: string;
  packageVersion: string;
  /** Absolute folder of the package inside node_modules. */
  packageDir: string;
  program: ts.Program;
  checker: ts.TypeChecker;
  /** Module symbol of the package root (`<pkg>/index.d.ts`). */
  rootModule: ts.Symbol;
  /** Module symbols of the top-level entry folders (`<pkg>/Button/index.d.ts`), by folder name. */
  entryModules: Map<string, ts.Symbol>;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  noEmit: true,
  skipLibCheck: true,
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.CommonJS,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  // Only what the declarations import; no ambient @types from the site.
  types: [],
};

/** Top-level folders that are entry points of their own (`@mui/material/Button`). */
export function listEntryFolders(packageDir: string): string[] {
  return fs
    .readdirSync(packageDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^(?:Unstable_|Experimental_)?[A-Z]/.test(entry.name))
    .filter((entry) => fs.existsSync(path.join(packageDir, entry.name, 'index.d.ts')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * A compiler host that parses each declaration file once for every program made with it: the
 * libraries' programs share most of their files (React's and csstype's types, @mui/system, …).
 * TypeScript binds a parsed file once too, as its language service does for the programs it keeps.
 */
export function createSharedCompilerHost(): ts.CompilerHost {
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const parsed = new Map<string, ts.SourceFile | undefined>();
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (!parsed.has(fileName)) parsed.set(fileName, getSourceFile(fileName, languageVersion, ...rest));
    return parsed.get(fileName);
  };
  return host;
}

export function createPackageProgram(
  nodeModulesDir: string,
  packageName: string,
  host: ts.CompilerHost = ts.createCompilerHost(COMPILER_OPTIONS),
): PackageProgram {
  // TypeScript names files by their real path; so must we (node_modules may be a symlink).
  const packageDir = fs.realpathSync(packageDirOf(nodeModulesDir, packageName));
  const rootFile = path.join(packageDir, 'index.d.ts');
  if (!fs.existsSync(rootFile)) throw new Error(`${packageName} has no index.d.ts at ${rootFile}.`);
  const folders = listEntryFolders(packageDir);
  const entryFiles = folders.map((folder) => path.join(packageDir, folder, 'index.d.ts'));

  const program = ts.createProgram([rootFile, ...entryFiles], COMPILER_OPTIONS, host);
  const checker = program.getTypeChecker();
  const moduleOf = (file: string): ts.Symbol => {
    const sourceFile = program.getSourceFile(file);
    const symbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!symbol) throw new Error(`TypeScript could not read ${file} as a module.`);
    return symbol;
  };
  const entryModules = new Map<string, ts.Symbol>();
  folders.forEach((folder, index) => entryModules.set(folder, moduleOf(entryFiles[index])));

  return {
    packageName,
    packageVersion: readPackageVersion(packageDir),
    packageDir,
    program,
    checker,
    rootModule: moduleOf(rootFile),
    entryModules,
  };
}
