import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  assertReplaceableBaselineDir,
  baselineDir,
  linkNodeModules,
  PAGES_WITH_PROVIDED_DEMOS,
  toPlainMarkdown,
} from './baseline-site.mjs';

describe('toPlainMarkdown', () => {
  it('drops our MDX components and their imports but keeps theme components and prose', () => {
    const source = [
      '---',
      'title: Color',
      '---',
      '',
      "import ColorPlayground from '@site/src/components/ColorPlayground';",
      "import Tabs from '@theme/Tabs';",
      "import Changelog from '@site/src/components/Changelog';",
      "import changelog from '@generated/changelog/default/material-ui.json';",
      '',
      'Some prose.',
      '',
      '<Changelog data={changelog} />',
      '',
      '<ColorPlayground />',
      '',
      '<Demo name="ButtonVariants" />',
      '',
      '<PropsPlayground component="Button" />',
      '',
      '<Tabs />',
    ].join('\n');
    const plain = toPlainMarkdown(source);
    expect(plain).not.toContain('ColorPlayground');
    expect(plain).not.toContain('<Demo');
    expect(plain).not.toContain('<PropsPlayground');
    expect(plain).not.toContain('@generated');
    expect(plain).not.toContain('Changelog');
    expect(plain).toContain("import Tabs from '@theme/Tabs';");
    expect(plain).toContain('Some prose.');
    expect(plain).toContain('<Tabs />');
  });
});

describe('toPlainMarkdown with demos', () => {
  const source = [
    'Prose.',
    '',
    '<Demo name="ButtonVariants" />',
    '',
    '<Demo name="IconButtons" bg="inline" />',
    '',
    'More.',
  ].join('\n');

  it('imports each demo from its file and renders it, as stock MDX writes it', () => {
    expect(toPlainMarkdown(source, { demos: true })).toBe(
      [
        'Prose.',
        '',
        "import Demo_ButtonVariants from './ButtonVariants';",
        '',
        '<Demo_ButtonVariants />',
        '',
        "import Demo_IconButtons from './IconButtons';",
        '',
        '<Demo_IconButtons />',
        '',
        'More.',
      ].join('\n'),
    );
  });

  it('drops them without the option', () => {
    expect(toPlainMarkdown(source)).toBe('Prose.\n\nMore.');
  });

  it('names only pages that exist, so a moved page is not silently built with its demos', () => {
    for (const page of PAGES_WITH_PROVIDED_DEMOS) {
      expect(fs.existsSync(path.join(__dirname, '../../docs', page))).toBe(true);
    }
  });
});

describe('baselineDir', () => {
  it('defaults to the shared folder in the temp dir', () => {
    expect(baselineDir({})).toBe(path.join(os.tmpdir(), 'mui-docs-baseline'));
  });

  it('takes BASELINE_DIR, made absolute', () => {
    expect(baselineDir({ BASELINE_DIR: '/tmp/mui-docs-baseline-lh' })).toBe('/tmp/mui-docs-baseline-lh');
    expect(baselineDir({ BASELINE_DIR: 'relative/dir' })).toBe(path.resolve('relative/dir'));
  });
});

describe('assertReplaceableBaselineDir', () => {
  const made: string[] = [];
  const scratch = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baseline-dir-'));
    made.push(dir);
    return dir;
  };
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('accepts a missing or empty folder', () => {
    const dir = scratch();
    expect(() => assertReplaceableBaselineDir(dir)).not.toThrow();
    expect(() => assertReplaceableBaselineDir(path.join(dir, 'missing'))).not.toThrow();
  });

  it('accepts a folder holding an earlier baseline site', () => {
    const dir = scratch();
    fs.writeFileSync(
      path.join(dir, 'docusaurus.config.js'),
      "module.exports = { title: 'Baseline', url: 'https://baseline.example' };",
    );
    fs.mkdirSync(path.join(dir, 'build'));
    expect(() => assertReplaceableBaselineDir(dir)).not.toThrow();
  });

  it('refuses to wipe a folder that holds something else', () => {
    const dir = scratch();
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'keep me');
    expect(() => assertReplaceableBaselineDir(dir)).toThrow('holds no earlier baseline site');
    fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { url: 'https://mui-docs.example' };");
    expect(() => assertReplaceableBaselineDir(dir)).toThrow('holds no earlier baseline site');
  });
});

describe('linkNodeModules', () => {
  it('links every package of the repo but not its bundler cache, so the baseline builds cold', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'baseline-repo-'));
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'baseline-site-'));
    try {
      for (const entry of ['react', '.bin', '.cache'])
        fs.mkdirSync(path.join(repo, 'node_modules', entry), { recursive: true });
      linkNodeModules(repo, site);
      expect(fs.readdirSync(path.join(site, 'node_modules')).sort()).toEqual(['.bin', 'react']);
      expect(fs.realpathSync(path.join(site, 'node_modules', 'react'))).toBe(
        fs.realpathSync(path.join(repo, 'node_modules', 'react')),
      );
      expect(fs.lstatSync(path.join(site, 'node_modules')).isSymbolicLink()).toBe(false);
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
