/**
 * The one place node-side code reads installed packages' versions (`node_modules/<name>/package.json`):
 * the site data, the demos loader, the API extractor and the template downloads all ask here.
 */
import fs from 'node:fs';
import path from 'node:path';

/** `node_modules/@mui/material` for `@mui/material`. */
export function packageDirOf(nodeModulesDir: string, packageName: string): string {
  return path.join(nodeModulesDir, ...packageName.split('/'));
}

/** The version in a package folder's `package.json`; throws naming the file when it has none. */
export function readPackageVersion(packageDir: string): string {
  const manifest = path.join(packageDir, 'package.json');
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version?: string };
  if (!version) throw new Error(`${manifest} has no version field.`);
  return version;
}

/** The installed version of a package of the site; throws when it is not installed. */
export function installedVersion(siteDir: string, packageName: string): string {
  const packageDir = packageDirOf(path.join(siteDir, 'node_modules'), packageName);
  if (!fs.existsSync(packageDir)) {
    throw new Error(`${packageName} is not installed in ${siteDir}: add it to package.json and run npm install.`);
  }
  return readPackageVersion(packageDir);
}

export interface VersionReader {
  (packageName: string): string | undefined;
}

/** Installed versions, remembered per package; undefined for a package that is not installed. */
export function installedVersionReader(siteDir: string): VersionReader {
  const cache = new Map<string, string | undefined>();
  return (name) => {
    if (!cache.has(name)) {
      let version: string | undefined;
      try {
        version = installedVersion(siteDir, name);
      } catch {
        version = undefined;
      }
      cache.set(name, version);
    }
    return cache.get(name);
  };
}
