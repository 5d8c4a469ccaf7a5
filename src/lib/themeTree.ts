/**
 * The default theme viewer's model: a theme object (the real `createTheme()` output) as a tree
 * of keys with printable values, and the filtering that narrows it to a query.
 */

export type ThemeValueKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'function' | 'null' | 'undefined';

export interface ThemeNode {
  key: string;
  /** Dotted path from the theme's root: `palette.primary.main`, `shadows.1`. */
  path: string;
  kind: ThemeValueKind;
  /** The value as the viewer prints and copies it (leaves only). */
  display?: string;
  /** Set when the value is a CSS colour, for the swatch. */
  color?: string;
  children?: ThemeNode[];
}

const CSS_COLOR = /^(#[\da-f]{3,8}|(rgba?|hsla?)\([^)]*\))$/i;

export function isCssColor(value: string): boolean {
  return CSS_COLOR.test(value.trim());
}

// Joy UI's theme values are variables with the default as fallback: `var(--joy-palette-primary-500, #0B6BCB)`.
const VAR_FALLBACK = /^var\(--[\w-]+,\s*(.+)\)$/;

/** The colour a value shows: the value itself, or the colour fallback of a CSS variable. */
export function swatchColor(value: string): string | undefined {
  const fallback = VAR_FALLBACK.exec(value.trim())?.[1];
  if (fallback !== undefined) return swatchColor(fallback);
  return isCssColor(value) ? value : undefined;
}

function kindOf(value: unknown): ThemeValueKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'object') return 'object';
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'function' || type === 'undefined')
    return type;
  return 'string';
}

function leafDisplay(value: unknown, kind: ThemeValueKind): string {
  switch (kind) {
    case 'string':
      return JSON.stringify(value);
    case 'function':
      // Not the function's name: minifiers rename functions in the browser bundle, not on the server.
      return 'function';
    default:
      return String(value);
  }
}

/**
 * The tree of a theme object's own keys, in the object's order. An object shared by two keys
 * (Joy's `palette` is also `colorSchemes.light.palette`) shows in both; only a reference back to
 * an ancestor, which would never end, prints as `[circular]`.
 */
export function buildThemeTree(value: object, parentPath = '', ancestors = new Set<object>()): ThemeNode[] {
  ancestors.add(value);
  const nodes = Object.entries(value).map(([key, child]) => {
    const path = parentPath ? `${parentPath}.${key}` : key;
    const kind = kindOf(child);
    if ((kind === 'object' || kind === 'array') && !ancestors.has(child as object)) {
      return { key, path, kind, children: buildThemeTree(child as object, path, ancestors) };
    }
    const display = kind === 'object' || kind === 'array' ? '[circular]' : leafDisplay(child, kind);
    const node: ThemeNode = { key, path, kind, display };
    const color = kind === 'string' ? swatchColor(child as string) : undefined;
    if (color) node.color = color;
    return node;
  });
  ancestors.delete(value);
  return nodes;
}

/** Paths of every node that has children (what "expand all" opens). */
export function branchPaths(nodes: readonly ThemeNode[]): string[] {
  return nodes.flatMap((node) => (node.children ? [node.path, ...branchPaths(node.children)] : []));
}

export interface FilteredTree {
  nodes: ThemeNode[];
  /** Branches to show open so that every match is visible. */
  expanded: Set<string>;
  matches: number;
}

/**
 * Narrows the tree to nodes whose path or printed value contains the query (case-insensitive),
 * keeping their ancestors; a matching branch keeps all its children.
 */
export function filterThemeTree(nodes: readonly ThemeNode[], query: string): FilteredTree {
  const needle = query.trim().toLowerCase();
  const expanded = new Set<string>();
  let matches = 0;
  const visit = (list: readonly ThemeNode[]): ThemeNode[] =>
    list.flatMap((node) => {
      const selfMatch =
        node.path.toLowerCase().includes(needle) || (node.display?.toLowerCase().includes(needle) ?? false);
      if (selfMatch) {
        matches += 1;
        return [node];
      }
      if (!node.children) return [];
      const children = visit(node.children);
      if (children.length === 0) return [];
      expanded.add(node.path);
      return [{ ...node, children }];
    });
  if (!needle) return { nodes: [...nodes], expanded, matches: 0 };
  return { nodes: visit(nodes), expanded, matches };
}
