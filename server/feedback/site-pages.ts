import fs from 'node:fs';
import { splitPathname } from '../../src/lib/routing';

/**
 * The pages feedback may be about. Without this check any well-formed path is stored (`/../../etc/passwd`,
 * `/<script>`), and the table grows with whatever a client invents.
 */
export interface SitePages {
  /** The page as the site spells it (the form stored), or null when the site has no such page. */
  resolve(page: string): string | null;
  /** Where the list came from, or null when pages are not checked (development without a build). */
  readonly source: string | null;
  readonly size: number;
}

/**
 * The widget sends `splitPathname(location.pathname).canonicalPathname`: no language prefix, query or hash.
 * Trailing slashes are ignored too, so `/a` and `/a/` are one page.
 */
export function pageKey(pathname: string): string {
  const { canonicalPathname } = splitPathname(pathname);
  return canonicalPathname.replace(/(.)\/+$/, '$1');
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The pathnames of a sitemap's <loc> URLs, in the widget's form; entries that are not URLs are skipped. */
export function parseSitemapPaths(xml: string): string[] {
  const paths: string[] = [];
  for (const [, raw] of xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)) {
    const loc = raw.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]);
    try {
      paths.push(splitPathname(new URL(loc).pathname).canonicalPathname);
    } catch {
      // Not an absolute URL: a sitemap of this site never has one, and one bad entry should not stop the rest.
    }
  }
  return paths;
}

export function sitePagesFrom(paths: Iterable<string>, source: string): SitePages {
  const pages = new Map<string, string>();
  for (const pathname of paths) pages.set(pageKey(pathname), pathname);
  return { resolve: (page) => pages.get(pageKey(page)) ?? null, source, size: pages.size };
}

/** Development mode: every well-formed path is a page. */
export const ANY_PAGE: SitePages = { resolve: (page) => page, source: null, size: 0 };

/**
 * Reads the sitemap once, at start. A missing file means development (`npm start` has no build) unless
 * `required`, when FEEDBACK_SITEMAP named it: then a typo must not silently turn the check off.
 */
export function loadSitePages(file: string | null, required: boolean): SitePages {
  if (file === null) return ANY_PAGE;
  let xml: string;
  try {
    xml = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (!required) return ANY_PAGE;
    throw new Error(`FEEDBACK_SITEMAP names ${file}, which does not exist; build the site or correct the path`);
  }
  const paths = parseSitemapPaths(xml);
  if (paths.length === 0) {
    throw new Error(`the sitemap ${file} lists no pages (no <loc> URL), so no feedback could be accepted`);
  }
  return sitePagesFrom(paths, file);
}
