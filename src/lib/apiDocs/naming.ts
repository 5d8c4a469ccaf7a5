/**
 * Kebab-case of an exported component name, as used in API page URLs:
 * `ButtonBase` → `button-base`, `CssBaseline` → `css-baseline`, `Grid2` → `grid-2`,
 * `Unstable_TrapFocus` → `unstable-trap-focus`, `HTMLElementType` → `html-element-type`.
 */
export function kebabCase(name: string): string {
  return name
    .replace(/[_\s]+/g, '-')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/([A-Za-z])(\d)/g, '$1-$2')
    .replace(/(\d)([A-Za-z])/g, '$1-$2')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/** Route of a component's API page: `/material-ui/api/button/` (trailing slash included). */
export function apiPagePath(routeBase: string, componentName: string): string {
  return `${routeBase}/api/${kebabCase(componentName)}/`;
}

/** Anchor ids on an API page. */
export const apiAnchor = {
  prop: (name: string) => `prop-${name}`,
  slot: (name: string) => `slot-${name}`,
  classes: (key: string) => `classes-${key}`,
};

/** The code of an API page's import section: the path import, then the named one if any. */
export function importCode(imports: { path: string; named?: string }): string {
  return imports.named ? `${imports.path}\n// or\n${imports.named}` : imports.path;
}
