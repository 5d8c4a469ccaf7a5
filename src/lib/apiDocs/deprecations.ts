/** A deprecated part of a library's API, as the deprecations list shows it. */
export interface DeprecatedApi {
  /** The component the part belongs to (the component itself for a deprecated component). */
  component: string;
  kind: 'component' | 'prop' | 'class';
  /** The component, prop or class key. */
  name: string;
  /** The API page, with the entry's anchor for props and classes. */
  href: string;
  /** The `@deprecated` text (Markdown at build time, HTML once rendered). */
  message: string;
}

export interface DeprecationGroup {
  component: string;
  entries: DeprecatedApi[];
}

/** The entries grouped by component, keeping their order, narrowed to those matching the query. */
export function groupDeprecations(entries: readonly DeprecatedApi[], query = ''): DeprecationGroup[] {
  const needle = query.trim().toLowerCase();
  const groups: DeprecationGroup[] = [];
  for (const entry of entries) {
    const text = `${entry.component} ${entry.name} ${entry.message.replace(/<[^>]+>/g, '')}`.toLowerCase();
    if (needle && !text.includes(needle)) continue;
    const last = groups[groups.length - 1];
    if (last?.component === entry.component) last.entries.push(entry);
    else groups.push({ component: entry.component, entries: [entry] });
  }
  return groups;
}
