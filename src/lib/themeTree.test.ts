import { createTheme } from '@mui/material/styles';
import { branchPaths, buildThemeTree, filterThemeTree, isCssColor, swatchColor, type ThemeNode } from './themeTree';

function find(nodes: readonly ThemeNode[], path: string): ThemeNode | undefined {
  for (const node of nodes) {
    if (node.path === path) return node;
    const found = node.children && find(node.children, path);
    if (found) return found;
  }
  return undefined;
}

describe('buildThemeTree on the installed default theme', () => {
  const light = buildThemeTree(createTheme());
  const dark = buildThemeTree(createTheme({ palette: { mode: 'dark' } }));

  it('prints palette.primary.main as #1976d2 with a swatch, and follows the mode', () => {
    expect(find(light, 'palette.primary.main')).toEqual({
      key: 'main',
      path: 'palette.primary.main',
      kind: 'string',
      display: '"#1976d2"',
      color: '#1976d2',
    });
    expect(find(light, 'palette.mode')?.display).toBe('"light"');
    expect(find(dark, 'palette.mode')?.display).toBe('"dark"');
    expect(find(dark, 'palette.primary.main')?.display).toBe('"#90caf9"');
  });

  it('keeps numbers, arrays and functions', () => {
    expect(find(light, 'shape.borderRadius')).toMatchObject({ kind: 'number', display: '4' });
    expect(find(light, 'shadows')).toMatchObject({ kind: 'array' });
    expect(find(light, 'shadows.0')?.display).toBe('"none"');
    expect(find(light, 'spacing')).toMatchObject({ kind: 'function', display: 'function' });
    expect(find(light, 'breakpoints.values.md')?.display).toBe('900');
  });
});

describe('tree helpers', () => {
  const shared = { a: 1 };
  const cyclic: Record<string, unknown> = { b: 2 };
  cyclic.self = cyclic;
  const tree = buildThemeTree({
    palette: { text: { primary: 'rgba(0, 0, 0, 0.87)' } },
    one: shared,
    two: shared,
    cyclic,
    n: null,
  });

  it('shows a shared object under each key, and stops only at a cycle', () => {
    expect(find(tree, 'two')).toMatchObject({ kind: 'object', children: [{ path: 'two.a', display: '1' }] });
    expect(find(tree, 'one')).toMatchObject({ kind: 'object', children: [{ path: 'one.a', display: '1' }] });
    expect(find(tree, 'cyclic.self')).toMatchObject({ kind: 'object', display: '[circular]' });
    expect(find(tree, 'n')).toMatchObject({ kind: 'null', display: 'null' });
  });

  it('recognises CSS colours', () => {
    expect(find(tree, 'palette.text.primary')?.color).toBe('rgba(0, 0, 0, 0.87)');
    expect(isCssColor('#fff')).toBe(true);
    expect(isCssColor('hsl(210 50% 40%)')).toBe(true);
    expect(isCssColor('1px solid')).toBe(false);
  });

  it('shows the colour fallback of a CSS variable, as Joy UI themes write them', () => {
    expect(swatchColor('var(--joy-palette-primary-500, #0B6BCB)')).toBe('#0B6BCB');
    expect(swatchColor('var(--joy-palette-text-primary, var(--joy-palette-neutral-800, #171A1C))')).toBe('#171A1C');
    expect(swatchColor('rgba(0 0 0 / 0.2)')).toBe('rgba(0 0 0 / 0.2)');
    expect(swatchColor('var(--joy-fontSize-lg, 1.125rem)')).toBeUndefined();
  });

  it('lists every branch', () => {
    expect(branchPaths(tree)).toEqual(['palette', 'palette.text', 'one', 'two', 'cyclic']);
  });

  it('filters by path or value, keeping ancestors open', () => {
    const result = filterThemeTree(tree, 'PRIMARY');
    expect(result.nodes.map((node) => node.path)).toEqual(['palette']);
    expect([...result.expanded]).toEqual(['palette.text', 'palette']);
    expect(result.matches).toBe(1);
    expect(filterThemeTree(tree, '0.87').matches).toBe(1);
    expect(filterThemeTree(tree, 'nothing-like-this').nodes).toEqual([]);
    expect(filterThemeTree(tree, '  ').nodes).toHaveLength(tree.length);
  });
});
