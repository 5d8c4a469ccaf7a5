import type { ApiInheritance } from '../../../src/lib/apiDocs/types';
import type { ComponentExport } from './components';
import type { PackageContext } from './context';
import type { MarkdownLink } from './jsdoc';

/** `https://mui.com/material-ui/api/button-base/` → `ButtonBase` when that page is one of ours. */
function componentOfApiUrl(url: string, context: PackageContext): string | undefined {
  const match = /^https:\/\/mui\.com\/([a-z-]+)\/api\/([a-z0-9-]+)\/?/.exec(url);
  if (!match || match[1] !== context.conventions.area) return undefined;
  return context.componentsBySlug.get(match[2]);
}

/**
 * What a component inherits: the JSDoc's "inherits [X API](…)" links, with the names of the
 * props declared by that component (of this library) or package (another one).
 */
export function buildInheritance(
  jsdocInherits: MarkdownLink[],
  inheritedProps: Map<ComponentExport, string[]>,
  externalProps: Map<string, string[]>,
  context: PackageContext,
): ApiInheritance[] {
  const result: ApiInheritance[] = [];
  const area = context.conventions.area;
  const byName = new Map<string, ApiInheritance>();
  for (const link of jsdocInherits) {
    const local = componentOfApiUrl(link.url, context);
    const entry: ApiInheritance = local
      ? { component: local, area, url: link.url, props: [] }
      : { component: link.title, url: link.url, props: [] };
    byName.set(entry.component, entry);
    result.push(entry);
  }
  for (const [component, props] of inheritedProps) {
    const existing = byName.get(component.name);
    if (existing) existing.props = props;
    else {
      const entry: ApiInheritance = { component: component.name, area, props };
      byName.set(component.name, entry);
      result.push(entry);
    }
  }
  for (const [packageName, props] of externalProps) {
    const documented = result.find((entry) => !entry.area && entry.url?.includes(packageName));
    if (documented) documented.props = props;
    else result.push({ component: packageName, props });
  }
  return result;
}
