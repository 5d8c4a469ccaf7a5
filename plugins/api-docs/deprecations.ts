import type { ApiAreaId, PackageApi } from '../../src/lib/apiDocs/types';
import { apiAnchor } from '../../src/lib/apiDocs/naming';
import type { DeprecatedApi } from '../../src/lib/apiDocs/deprecations';

/** The migration page that lists the deprecations; the JSDoc of most of them links to it. */
const MIGRATION_PAGE = /\bmigrating-from-deprecated-apis\b/;

/**
 * Drops the sentence that sends the reader to the migration guide ("See [Migrating from deprecated
 * APIs](…) for more details."): the list is shown on that very page.
 */
export function withoutGuideReference(message: string): string {
  return message
    .split(/(?<=\.)\s+/)
    .filter((sentence) => !MIGRATION_PAGE.test(sentence))
    .join(' ')
    .trim();
}

/**
 * Every component, prop and CSS class the installed type declarations mark `@deprecated`, with
 * the tag's text (which names the replacement), in component order. `pathOf` gives a
 * component's API page.
 */
export function deprecatedApisOf(api: PackageApi, pathOf: (area: ApiAreaId, name: string) => string): DeprecatedApi[] {
  const entries: DeprecatedApi[] = [];
  const components = [...api.components].sort((a, b) => a.name.localeCompare(b.name));
  for (const component of components) {
    const page = pathOf(api.area, component.name);
    const add = (kind: DeprecatedApi['kind'], name: string, anchor: string, message: string) =>
      entries.push({
        component: component.name,
        kind,
        name,
        href: anchor ? `${page}#${anchor}` : page,
        message: withoutGuideReference(message),
      });
    if (component.deprecated !== undefined) add('component', component.name, '', component.deprecated);
    for (const prop of component.props) {
      if (prop.deprecated !== undefined) add('prop', prop.name, apiAnchor.prop(prop.name), prop.deprecated);
    }
    for (const entry of component.classes) {
      if (entry.deprecated !== undefined) add('class', entry.key, apiAnchor.classes(entry.key), entry.deprecated);
    }
  }
  return entries;
}
