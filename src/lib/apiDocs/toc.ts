import { escapeHtml } from './markdown';
import { apiAnchor } from './naming';
import type { ApiPageData } from './types';

/** Same shape as Docusaurus' TOC items (`value` is HTML). */
export interface ApiTocItem {
  value: string;
  id: string;
  level: number;
}

export const API_SECTION_IDS = {
  demos: 'demos',
  import: 'import',
  props: 'props',
  inheritance: 'inheritance',
  themeDefaultProps: 'theme-default-props',
  slots: 'slots',
  classes: 'classes',
} as const;

export type ApiSectionKey = keyof typeof API_SECTION_IDS;

export type ApiSectionLabels = Record<ApiSectionKey, string>;

/** The sections a page shows, in order; empty ones are left out. */
export function apiSections(data: ApiPageData): ApiSectionKey[] {
  const sections: ApiSectionKey[] = [];
  if (data.demos.length > 0) sections.push('demos');
  sections.push('import', 'props');
  if (data.inheritance.length > 0) sections.push('inheritance');
  if (data.themeDefaultProps) sections.push('themeDefaultProps');
  if (data.slots.length > 0) sections.push('slots');
  if (data.classes.length > 0) sections.push('classes');
  return sections;
}

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

/** TOC of an API page: the sections, and under them every prop, slot and class. */
export function buildApiToc(data: ApiPageData, labels: ApiSectionLabels): ApiTocItem[] {
  const items: ApiTocItem[] = [];
  for (const section of apiSections(data)) {
    items.push({ value: escapeHtml(labels[section]), id: API_SECTION_IDS[section], level: 2 });
    if (section === 'props') {
      for (const prop of data.props) items.push({ value: code(prop.name), id: apiAnchor.prop(prop.name), level: 3 });
    } else if (section === 'slots') {
      for (const slot of data.slots) items.push({ value: code(slot.name), id: apiAnchor.slot(slot.name), level: 3 });
    } else if (section === 'classes') {
      for (const entry of data.classes)
        items.push({ value: code(entry.key), id: apiAnchor.classes(entry.key), level: 3 });
    }
  }
  return items;
}

/** Every id the page renders as a link target (for the broken-anchor check). */
export function apiAnchorIds(data: ApiPageData): string[] {
  return buildApiToc(
    data,
    Object.fromEntries(Object.keys(API_SECTION_IDS).map((key) => [key, key])) as ApiSectionLabels,
  ).map((item) => item.id);
}
