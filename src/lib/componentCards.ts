/**
 * The "All components" page: one card per page of a sidebar category, grouped by its
 * sub-categories, read from the sidebar the reader sees (so the page never needs a list of its
 * own). Each card shows an illustration named after the page's slug.
 */

/** The parts of Docusaurus's client-side sidebar items this page reads. */
export type CardSidebarItem =
  | {
      type: 'link';
      label: string;
      href: string;
      docId?: string;
      unlisted?: boolean;
      customProps?: Record<string, unknown>;
    }
  | { type: 'category'; label: string; items: CardSidebarItem[]; href?: string; customProps?: Record<string, unknown> }
  | { type: 'html'; value?: string };

export interface ComponentCard {
  label: string;
  href: string;
  /** Last segment of the page's path: `react-button`. */
  slug: string;
  customProps?: Record<string, unknown>;
}

export interface ComponentGroup {
  label: string;
  /** Anchor of the group's heading: `data-display`. */
  id: string;
  cards: ComponentCard[];
}

/** `/material-ui/react-button/` -> `react-button` (query and hash ignored). */
export function pageSlug(href: string): string {
  const path = href.split(/[?#]/)[0].replace(/\/+$/, '');
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Where a card's illustration lives, from the site root: `/img/material-ui/components/react-button.svg`. */
export function illustrationPath(area: string, slug: string): string {
  return `/img/${area}/components/${slug}.svg`;
}

/** `Data display` -> `data-display`. */
export function headingId(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

function cardsOf(items: readonly CardSidebarItem[], currentPath: string): ComponentCard[] {
  const cards: ComponentCard[] = [];
  for (const item of items) {
    if (item.type === 'link') {
      if (item.unlisted || samePath(item.href, currentPath) || /^[a-z]+:/i.test(item.href)) continue;
      cards.push({ label: item.label, href: item.href, slug: pageSlug(item.href), customProps: item.customProps });
    } else if (item.type === 'category') {
      if (item.href && !samePath(item.href, currentPath)) {
        cards.push({ label: item.label, href: item.href, slug: pageSlug(item.href), customProps: item.customProps });
      }
      cards.push(...cardsOf(item.items, currentPath));
    }
  }
  return cards;
}

/**
 * The cards of a category's pages: one group per sub-category (deeper levels folded into it), in
 * sidebar order; pages directly in the category come first, in a group named after it. The page
 * at `currentPath` (the overview itself) and external links are left out, as are empty groups.
 */
export function componentGroups(
  category: { label: string; items: readonly CardSidebarItem[] },
  currentPath: string,
): ComponentGroup[] {
  const groups: ComponentGroup[] = [];
  const direct = category.items.filter((item) => item.type === 'link');
  const directCards = cardsOf(direct, currentPath);
  if (directCards.length > 0) {
    groups.push({ label: category.label, id: headingId(category.label), cards: directCards });
  }
  for (const item of category.items) {
    if (item.type !== 'category') continue;
    const cards = cardsOf([item], currentPath);
    if (cards.length > 0) groups.push({ label: item.label, id: headingId(item.label), cards });
  }
  return groups;
}
