import { splitPathname } from './routing';

/** A navigation page entry (SPEC section 3). */
export interface NavPage {
  pathname: string;
  title?: string;
  /** Set on group entries that only label their children; their pathname is not a page. */
  subheader?: string;
  children?: NavPage[];
  planned?: boolean;
  unstable?: boolean;
  beta?: boolean;
  legacy?: boolean;
  newFeature?: boolean;
  deprecated?: boolean;
  plan?: 'pro' | 'premium';
  icon?: string;
  linkProps?: Record<string, string>;
}

/** The sidebar item shape shared by Docusaurus client props and the build-time resolver. */
export interface SidebarEntry {
  type: string;
  label?: string;
  href?: string;
  customProps?: Record<string, unknown>;
  items?: SidebarEntry[];
}

export const NAV_FLAGS = ['newFeature', 'beta', 'unstable', 'planned', 'legacy', 'deprecated'] as const;
export type NavFlag = (typeof NAV_FLAGS)[number];
const PLANS = ['pro', 'premium'] as const;

type NavExtras = Omit<NavPage, 'pathname' | 'title' | 'subheader' | 'children'>;

/** Reads the flags a writer put in `customProps` / `sidebar_custom_props`, rejecting wrong types. */
export function readNavExtras(customProps: Record<string, unknown> | undefined, where: string): NavExtras {
  const extras: NavExtras = {};
  if (!customProps) {
    return extras;
  }
  for (const flag of NAV_FLAGS) {
    const value = customProps[flag];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') {
      throw new Error(
        `Sidebar item ${where}: custom prop "${flag}" must be true or false, got ${JSON.stringify(value)}.`,
      );
    }
    extras[flag] = value;
  }
  const { plan, icon, linkProps } = customProps;
  if (plan !== undefined) {
    if (!PLANS.includes(plan as (typeof PLANS)[number])) {
      throw new Error(
        `Sidebar item ${where}: custom prop "plan" must be one of ${PLANS.join(', ')}, got ${JSON.stringify(plan)}.`,
      );
    }
    extras.plan = plan as NavPage['plan'];
  }
  if (icon !== undefined) {
    if (typeof icon !== 'string') {
      throw new Error(`Sidebar item ${where}: custom prop "icon" must be a string.`);
    }
    extras.icon = icon;
  }
  if (linkProps !== undefined) {
    const valid =
      typeof linkProps === 'object' &&
      linkProps !== null &&
      Object.values(linkProps).every((value) => typeof value === 'string');
    if (!valid) {
      throw new Error(`Sidebar item ${where}: custom prop "linkProps" must map attribute names to strings.`);
    }
    extras.linkProps = linkProps as Record<string, string>;
  }
  return extras;
}

function commonPathPrefix(paths: string[]): string {
  if (paths.length === 0) return '/';
  const split = paths.map((path) => path.split('/'));
  const prefix: string[] = [];
  for (
    let index = 0;
    split.every((parts) => index < parts.length - 1 && parts[index] === split[0][index]);
    index += 1
  ) {
    prefix.push(split[0][index]);
  }
  return `${prefix.join('/')}/`;
}

/** Converts a sidebar into navigation page entries. `where` names the sidebar in error messages. */
export function navFromSidebar(items: readonly SidebarEntry[], where: string): NavPage[] {
  const pages: NavPage[] = [];
  for (const item of items) {
    const label = item.label ?? item.href ?? '(untitled)';
    const place = `${where} › ${label}`;
    if (item.type === 'link' && item.href) {
      pages.push({ pathname: item.href, title: item.label, ...readNavExtras(item.customProps, place) });
    } else if (item.type === 'category') {
      const children = navFromSidebar(item.items ?? [], place);
      const extras = readNavExtras(item.customProps, place);
      pages.push(
        item.href
          ? { pathname: item.href, title: item.label, children, ...extras }
          : {
              pathname: commonPathPrefix(children.map((child) => child.pathname)),
              subheader: item.label,
              children,
              ...extras,
            },
      );
    }
  }
  return pages;
}

function comparablePath(pathname: string): string {
  const [path, hash = ''] = pathname.split('#');
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return hash ? `${trimmed}#${hash}` : trimmed;
}

export interface NamedNav {
  /** Shown in error messages, e.g. the sidebar id. */
  name: string;
  pages: readonly NavPage[];
}

/** Throws when one pathname appears twice anywhere in the given navigation trees, naming both places. */
export function assertUniquePathnames(trees: readonly NamedNav[]): void {
  const seen = new Map<string, string>();
  const visit = (pages: readonly NavPage[], trail: string) => {
    for (const page of pages) {
      const place = `${trail} › ${page.title ?? page.subheader ?? page.pathname}`;
      if (!page.subheader) {
        const key = comparablePath(page.pathname);
        const first = seen.get(key);
        if (first) {
          throw new Error(`Duplicate navigation path "${page.pathname}": it appears at "${first}" and at "${place}".`);
        }
        seen.set(key, place);
      }
      visit(page.children ?? [], place);
    }
  };
  for (const tree of trees) {
    visit(tree.pages, tree.name);
  }
}

export interface ActivePage {
  activePage: NavPage;
  /** Ancestors from the top of the tree down to the direct parent. */
  parents: NavPage[];
}

/** Finds the page matching `pathname` (language prefix, hash and trailing slash ignored). */
export function findActivePage(pages: readonly NavPage[], pathname: string): ActivePage | null {
  const target = comparablePath(splitPathname(pathname).canonicalPathname);
  const search = (level: readonly NavPage[], parents: NavPage[]): ActivePage | null => {
    for (const page of level) {
      if (!page.subheader && comparablePath(page.pathname) === target) {
        return { activePage: page, parents };
      }
      const found = search(page.children ?? [], [...parents, page]);
      if (found) return found;
    }
    return null;
  };
  return search(pages, []);
}

/** The flags of a page in display order. */
export function navFlags(page: Pick<NavPage, NavFlag>): NavFlag[] {
  return NAV_FLAGS.filter((flag) => page[flag]);
}
