/**
 * Material icons plugin: reads every icon of the installed `@mui/icons-material` while the site
 * loads (./extract.ts), bundles a small manifest with the icon search page
 * (`@generated/material-icons/default/manifest.json`) and serves the SVG shapes as JSON chunks
 * under `/<dataDir>/`, written to the build output after the build and served from the generated
 * files folder by the dev server. See README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildIconData, DEFAULT_CHUNK_SIZE, DEFAULT_DATA_DIR, type IconData } from './build';
import { iconPackageDir, readIconPackage } from './extract';
import { cacheDirOf, cachedJson, hashOfFiles } from '../shared/diskCache';
import { readPackageVersion } from '../shared/installedPackages';
import { logInfo } from '../shared/log';

export const MATERIAL_ICONS_PLUGIN = 'material-icons';
/** The manifest module's name in the plugin's generated data (`@generated/material-icons/default/…`). */
export const MANIFEST_FILE = 'manifest.json';

export interface MaterialIconsOptions {
  /** Folder of the chunk files under the site root. */
  dataDir?: string;
  /** Icons per chunk file. */
  chunkSize?: number;
}

/** Writes every chunk file of `data` under `root`. */
export async function writeChunkFiles(root: string, data: IconData): Promise<void> {
  const folders = new Set([...data.files.keys()].map((file) => path.dirname(path.join(root, file))));
  for (const folder of folders) {
    await fs.promises.rm(folder, { recursive: true, force: true });
    await fs.promises.mkdir(folder, { recursive: true });
  }
  await Promise.all([...data.files].map(([file, content]) => fs.promises.writeFile(path.join(root, file), content)));
}

/** The code that turns the package into icon data: a change to any of it makes the cached data stale. */
const ICON_DATA_SOURCES = [
  path.join(__dirname, 'build.ts'),
  path.join(__dirname, 'extract.ts'),
  path.join(__dirname, '../../src/lib/materialIcons/format.ts'),
  path.join(__dirname, '../../src/lib/materialIcons/themes.ts'),
];

/**
 * The icon data of the installed package: read from its 2,134 modules once (1.7 s), then from the
 * disk cache on every later start and build until the package, the options or the code change.
 */
async function loadIconData(siteDir: string, dataDir: string, chunkSize: number) {
  const packageDir = iconPackageDir(siteDir);
  const key = [readPackageVersion(packageDir), hashOfFiles(ICON_DATA_SOURCES), dataDir, chunkSize].join('-');
  const { value, fromCache } = await cachedJson(cacheDirOf(siteDir, MATERIAL_ICONS_PLUGIN), key, async () => {
    const data = buildIconData(await readIconPackage(packageDir), { dataDir, chunkSize });
    return { manifest: data.manifest, files: [...data.files] };
  });
  return { data: { manifest: value.manifest, files: new Map(value.files) } satisfies IconData, fromCache };
}

export default function materialIconsPlugin(
  context: LoadContext,
  { dataDir = DEFAULT_DATA_DIR, chunkSize = DEFAULT_CHUNK_SIZE }: MaterialIconsOptions = {},
): Plugin<IconData> {
  /** Where the dev server finds the chunk files. */
  const devRoot = path.join(context.generatedFilesDir, MATERIAL_ICONS_PLUGIN, 'dev-static');
  const isProduction = () => process.env.NODE_ENV === 'production';
  return {
    name: MATERIAL_ICONS_PLUGIN,
    async loadContent() {
      const started = Date.now();
      const { data, fromCache } = await loadIconData(context.siteDir, dataDir, chunkSize);
      const bytes = [...data.files.values()].reduce((sum, content) => sum + content.length, 0);
      logInfo(
        MATERIAL_ICONS_PLUGIN,
        `${data.manifest.names.length} icons (@mui/icons-material ${data.manifest.version}), ` +
          `${data.files.size} chunks, ${(bytes / 1024).toFixed(0)} KB, ` +
          `${fromCache ? 'cache read' : 'read from the package'} in ${Date.now() - started} ms.`,
      );
      return data;
    },
    async contentLoaded({ content, actions }) {
      await actions.createData(MANIFEST_FILE, JSON.stringify(content.manifest));
      if (!isProduction()) await writeChunkFiles(devRoot, content);
    },
    configureWebpack(_config, isServer) {
      if (isServer || isProduction()) return {};
      // Docusaurus merges a plugin's `devServer` into the dev server's options (webpack's own
      // Configuration type does not list the key).
      const devConfig = {
        mergeStrategy: { 'devServer.static': 'append' as const },
        devServer: { static: [{ directory: devRoot, publicPath: context.baseUrl, watch: false }] },
      };
      return devConfig;
    },
    async postBuild({ outDir, content }) {
      await writeChunkFiles(outDir, content);
    },
  };
}
