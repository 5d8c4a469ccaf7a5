import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { IconChunk } from '../../src/lib/materialIcons/format';
import { manifestChunkPath, themeLayout } from '../../src/lib/materialIcons/format';
import { exportName, ICON_THEMES } from '../../src/lib/materialIcons/themes';
import { buildIconData } from './build';
import type { IconPackage } from './extract';
import materialIconsPlugin, { writeChunkFiles } from './index';

const all = (base: string, d: string) =>
  ['', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'].map((suffix) => ({ name: base + suffix, nodes: [`${d}${suffix}`] }));

const pkg: IconPackage = {
  version: '6.1.6',
  icons: [...all('Delete', 'M1'), { name: 'GitHub', nodes: ['M2'] }, ...all('Home', 'M3')].sort((a, b) =>
    a.name < b.name ? -1 : 1,
  ),
};

describe('buildIconData', () => {
  const data = buildIconData(pkg, { chunkSize: 2, dataDir: 'icons' });

  it('writes the manifest: version, base names, theme masks, chunk files per theme', () => {
    expect(data.manifest.version).toBe('6.1.6');
    expect(data.manifest.names).toEqual(['Delete', 'GitHub', 'Home']);
    expect(data.manifest.masks).toEqual([31, 1, 31]);
    expect(data.manifest.chunkSize).toBe(2);
    expect(data.manifest.chunks.Filled).toHaveLength(2);
    expect(data.manifest.chunks.Sharp).toHaveLength(1);
    expect(data.manifest.dataDir).toBe('icons');
    expect(manifestChunkPath(data.manifest, 'Filled', 1)).toMatch(/^icons\/filled-1\.[0-9a-f]{8}\.json$/);
    const listed = ICON_THEMES.flatMap((theme) =>
      data.manifest.chunks[theme.id].map((_hash, chunk) => manifestChunkPath(data.manifest, theme.id, chunk)),
    );
    expect([...data.files.keys()].sort()).toEqual(listed.sort());
  });

  it('puts each icon in the chunk the client computes for it', () => {
    const shapes = new Map(pkg.icons.map((icon) => [icon.name, icon.nodes]));
    for (const theme of ['Filled', 'TwoTone'] as const) {
      const layout = themeLayout(data.manifest, theme);
      data.manifest.names.forEach((name, index) => {
        const chunk = layout.chunk[index];
        if (chunk < 0) return;
        const content = JSON.parse(data.files.get(manifestChunkPath(data.manifest, theme, chunk))!) as IconChunk;
        expect(content[name]).toEqual(shapes.get(exportName(name, theme)));
      });
    }
  });

  it('names a chunk by its content', () => {
    const again = buildIconData(pkg, { chunkSize: 2, dataDir: 'icons' });
    expect(again.manifest.chunks).toEqual(data.manifest.chunks);
    const changed = buildIconData(
      { ...pkg, icons: pkg.icons.map((icon) => ({ ...icon, nodes: ['M9'] })) },
      {
        chunkSize: 2,
        dataDir: 'icons',
      },
    );
    expect(changed.manifest.chunks.Filled[0]).not.toBe(data.manifest.chunks.Filled[0]);
  });
});

describe('materialIconsPlugin', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'material-icons-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the chunk files, replacing an older set', async () => {
    const data = buildIconData(pkg, { chunkSize: 2, dataDir: 'icons' });
    fs.mkdirSync(path.join(dir, 'icons'));
    fs.writeFileSync(path.join(dir, 'icons', 'stale.json'), '{}');
    await writeChunkFiles(dir, data);
    expect(fs.readdirSync(path.join(dir, 'icons')).sort()).toEqual(
      [...data.files.keys()].map((file) => path.basename(file)).sort(),
    );
  });

  it('loads the installed package, publishes the manifest and writes the chunks after the build', async () => {
    const context = {
      siteDir: path.resolve(__dirname, '../..'),
      generatedFilesDir: path.join(dir, 'generated'),
      baseUrl: '/',
    } as LoadContext;
    const plugin = materialIconsPlugin(context, { chunkSize: 500 }) as Required<
      Plugin<ReturnType<typeof buildIconData>>
    >;
    const log = jest.spyOn(console, 'info').mockImplementation(() => {});
    const content = await plugin.loadContent();
    // The second load (every later start) reads the disk cache and gets the same data.
    const again = await plugin.loadContent();
    const messages = log.mock.calls.map((call) => call.join(' '));
    log.mockRestore();
    expect(messages[1]).toMatch(/cache read in \d+ ms/);
    expect(again.manifest).toEqual(content.manifest);
    expect([...again.files]).toEqual([...content.files]);
    expect(content.manifest.names).toContain('Delete');
    const createData = jest.fn(async (name: string) => `@generated/material-icons/default/${name}`);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await plugin.contentLoaded({ content, actions: { createData } } as never);
      expect(plugin.configureWebpack({} as never, false, {} as never, {} as never)).toEqual({});
    } finally {
      process.env.NODE_ENV = previous;
    }
    expect(createData).toHaveBeenCalledWith('manifest.json', JSON.stringify(content.manifest));
    const outDir = path.join(dir, 'build');
    await plugin.postBuild({ outDir, content } as never);
    content.manifest.chunks.Outlined.forEach((_hash, chunk) => {
      expect(fs.existsSync(path.join(outDir, manifestChunkPath(content.manifest, 'Outlined', chunk)))).toBe(true);
    });
  }, 60_000);

  it('serves the chunks from the generated files folder in development', async () => {
    const context = { siteDir: dir, generatedFilesDir: path.join(dir, 'generated'), baseUrl: '/docs/' } as LoadContext;
    const plugin = materialIconsPlugin(context, { dataDir: 'icons', chunkSize: 2 }) as Required<
      Plugin<ReturnType<typeof buildIconData>>
    >;
    const content = buildIconData(pkg, { chunkSize: 2, dataDir: 'icons' });
    await plugin.contentLoaded({ content, actions: { createData: jest.fn() } } as never);
    const devRoot = path.join(dir, 'generated', 'material-icons', 'dev-static');
    expect(fs.readdirSync(path.join(devRoot, 'icons'))).toHaveLength(content.files.size);
    expect(plugin.configureWebpack({} as never, false, {} as never, {} as never)).toEqual({
      mergeStrategy: { 'devServer.static': 'append' },
      devServer: { static: [{ directory: devRoot, publicPath: '/docs/', watch: false }] },
    });
    expect(plugin.configureWebpack({} as never, true, {} as never, {} as never)).toEqual({});
  });
});
