import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type ts from 'typescript';
import type { ApiAreaId, PackageApi } from '../../../src/lib/apiDocs/types';
import { writeFileWhole } from '../../shared/diskCache';
import { packageDirOf, readPackageVersion } from '../../shared/installedPackages';
import { extractPackage } from './extractPackage';

// Imports go one way: cache → extractPackage → program / components / extractComponent → shared.
// Loading the extractor costs the sidebars nothing: docusaurus.config.ts has already loaded
// TypeScript (plugins/demos), and jiti, which reads sidebars.ts, shares Node's copy of it.

/** Where extracted APIs are kept, relative to the site folder (cleared with node_modules). */
export const CACHE_DIR = path.join('node_modules', '.cache', 'api-docs');

/** `node_modules/.cache/api-docs/@mui/material@6.1.6.json` */
export function cacheFileOf(siteDir: string, packageName: string, packageVersion: string): string {
  return path.join(siteDir, CACHE_DIR, `${packageName}@${packageVersion}.json`);
}

const HASHED_SOURCES = [
  __dirname,
  path.join(__dirname, '../../../src/lib/apiDocs/types.ts'),
  path.join(__dirname, '../../../src/lib/apiDocs/naming.ts'),
];

let extractorHash: string | undefined;

/**
 * Fingerprint of the extractor (its sources and the TypeScript version): a cache written by
 * another version of the extractor is stale even when the library version is the same.
 */
export function getExtractorHash(nodeModulesDir: string): string {
  if (extractorHash) return extractorHash;
  const hash = crypto.createHash('sha1').update(readPackageVersion(packageDirOf(nodeModulesDir, 'typescript')));
  for (const source of HASHED_SOURCES) {
    const files = fs.statSync(source).isDirectory()
      ? fs
          .readdirSync(source)
          .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
          .sort()
          .map((file) => path.join(source, file))
      : [source];
    for (const file of files) hash.update(path.basename(file)).update(fs.readFileSync(file));
  }
  extractorHash = hash.digest('hex').slice(0, 16);
  return extractorHash;
}

export interface LoadedPackageApi {
  api: PackageApi;
  fromCache: boolean;
  /** Time spent here: reading the cache, or the cold extraction. */
  durationMs: number;
  cacheFile: string;
}

export function readCache(file: string, hash: string): PackageApi | undefined {
  try {
    const api = JSON.parse(fs.readFileSync(file, 'utf8')) as PackageApi;
    return api.extractorHash === hash ? api : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The API of an installed package: from the cache when it was extracted from the same package
 * version by the same extractor, otherwise extracted now (synchronously) and cached.
 */
export function loadPackageApi(
  siteDir: string,
  area: ApiAreaId,
  packageName: string,
  host?: ts.CompilerHost,
): LoadedPackageApi {
  const started = performance.now();
  const nodeModulesDir = path.join(siteDir, 'node_modules');
  const packageVersion = readPackageVersion(packageDirOf(nodeModulesDir, packageName));
  const cacheFile = cacheFileOf(siteDir, packageName, packageVersion);
  const hash = getExtractorHash(nodeModulesDir);

  const cached = readCache(cacheFile, hash);
  if (cached && cached.area === area) {
    return { api: cached, fromCache: true, durationMs: Math.round(performance.now() - started), cacheFile };
  }
  const api = extractPackage({ area, packageName, nodeModulesDir, extractorHash: hash, host });
  writeFileWhole(cacheFile, JSON.stringify(api));
  return { api, fromCache: false, durationMs: Math.round(performance.now() - started), cacheFile };
}
