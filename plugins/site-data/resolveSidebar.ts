import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { SidebarEntry } from '../../src/lib/nav';

type LoadedVersion = LoadedContent['loadedVersions'][number];
type LoadedItem = LoadedVersion['sidebars'][string][number];

/**
 * Resolves the docs plugin's loaded sidebars (doc ids) into link entries (hrefs), merging
 * each doc's `sidebar_custom_props` the way the docs plugin does for the client.
 */
export function resolveSidebars(version: LoadedVersion): Record<string, SidebarEntry[]> {
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const getDoc = (id: string) => {
    const doc = docsById.get(id);
    if (!doc) throw new Error(`Sidebar refers to unknown doc id "${id}".`);
    return doc;
  };

  const resolveItem = (item: LoadedItem): SidebarEntry | null => {
    switch (item.type) {
      case 'doc':
      case 'ref': {
        const doc = getDoc(item.id);
        return {
          type: 'link',
          href: doc.permalink,
          label: doc.frontMatter.sidebar_label ?? item.label ?? doc.title,
          customProps: doc.frontMatter.sidebar_custom_props ?? item.customProps,
        };
      }
      case 'link':
        return { type: 'link', href: item.href, label: item.label, customProps: item.customProps };
      case 'category': {
        const linkedDoc = item.link?.type === 'doc' ? getDoc(item.link.id) : undefined;
        const href = linkedDoc?.permalink ?? (item.link?.type === 'generated-index' ? item.link.permalink : undefined);
        return {
          type: 'category',
          label: item.label,
          href,
          customProps: item.customProps ?? linkedDoc?.frontMatter.sidebar_custom_props,
          items: item.items.map(resolveItem).filter((entry): entry is SidebarEntry => entry !== null),
        };
      }
      default:
        return null;
    }
  };

  return Object.fromEntries(
    Object.entries(version.sidebars).map(([name, items]) => [
      name,
      items.map(resolveItem).filter((entry): entry is SidebarEntry => entry !== null),
    ]),
  );
}
