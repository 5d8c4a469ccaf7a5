/**
 * Extracts the searchable text of one built HTML page: its title and its sections (h2/h3 with an
 * id start a section). Only text inside <main> counts, and inside <article> when the page has one.
 *
 * Left out:
 *  - navigation chrome: nav, aside, footer, the TOC, breadcrumbs, pagination, edit links, hash links,
 *    buttons, and anything with a navigation/banner/complementary/contentinfo role;
 *  - demo output: any element with a `data-search-exclude` attribute or the `demo-preview` class
 *    (the convention for live demos and template previews: their text is UI, not documentation);
 *  - hidden content (`hidden`, `aria-hidden="true"`), scripts, styles and SVG.
 * Kept: prose, headings, tables (prop names), inline code, and code blocks (as `code`).
 */
import { Parser } from 'htmlparser2';
import type { SearchSection } from '../../src/lib/search/format';

export const EXCLUDE_ATTRIBUTE = 'data-search-exclude';
export const EXCLUDE_CLASS = 'demo-preview';

const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'nav',
  'aside',
  'footer',
  'button',
  'select',
  'textarea',
  'iframe',
  'canvas',
  'video',
  'audio',
  'dialog',
]);
const SKIPPED_CLASSES = new Set([
  EXCLUDE_CLASS,
  'hash-link',
  'table-of-contents',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'theme-doc-breadcrumbs',
  'breadcrumbs',
  'pagination-nav',
  'theme-doc-footer',
  'theme-doc-version-banner',
  'theme-doc-version-badge',
  'theme-edit-this-page',
  'theme-last-updated',
  'theme-back-to-top-button',
  'navbar',
  'footer',
  'menu',
]);
const SKIPPED_ROLES = new Set(['navigation', 'banner', 'complementary', 'contentinfo', 'search', 'dialog']);
const BLOCK_TAGS = new Set(
  'address article blockquote br dd details div dl dt figcaption figure h1 h2 h3 h4 h5 h6 header hr li main ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

export interface ExtractedPage {
  title: string;
  sections: SearchSection[];
  /** Whether the page has a <main> or <article> at all (pages without one are not indexed). */
  hasContent: boolean;
  /** Whether the page is a client-side redirect (meta refresh). */
  isRedirect: boolean;
  /** Whether the page asks not to be indexed (`<meta name="robots" content="noindex">`). */
  noIndex: boolean;
}

interface Draft {
  anchor: string;
  heading: string;
  text: string[];
  code: string[];
}

class Collector {
  sections: Draft[] = [{ anchor: '', heading: '', text: [], code: [] }];
  title = '';
  titleDone = false;
  used = false;
  private section: Draft = this.sections[0];
  private entry: Draft | null = null;

  /** Where text goes: the open table entry, else the last heading's section. */
  get current(): Draft {
    return this.entry ?? this.section;
  }

  startSection(anchor: string) {
    this.section = { anchor, heading: '', text: [], code: [] };
    this.entry = null;
    this.sections.push(this.section);
  }

  startEntry(anchor: string) {
    this.entry = { anchor, heading: '', text: [], code: [] };
    this.sections.push(this.entry);
  }

  endEntry() {
    this.entry = null;
  }

  /** `leadText`: text to put before the intro (the h1, when it is not the title). */
  result(leadText = ''): SearchSection[] {
    const clean = (parts: string[]) =>
      parts
        .join('')
        .replace(/[\s\u200b]+/g, ' ')
        .trim();
    return this.sections
      .map((draft, index) => ({
        anchor: draft.anchor,
        heading: clean([draft.heading]),
        text: clean(index === 0 ? [leadText, ' ', ...draft.text] : draft.text),
        code: clean(draft.code),
      }))
      .filter((section, index) => index === 0 || section.anchor);
  }
}

interface OpenElement {
  name: string;
  skip: boolean;
  /** Where text inside goes: the page title, a section heading, an entry's name (else the body). */
  heading: 'title' | 'section' | 'entry' | null;
  /** A table row with an id: an entry of its own (a prop, slot or CSS class of an API page). */
  entry?: boolean;
}

/** Parses one page. `html` is the full document. */
export function extractPage(html: string): ExtractedPage {
  const stack: OpenElement[] = [];
  const main = new Collector();
  const article = new Collector();
  let documentTitle = '';
  let inDocumentTitle = false;
  let mainDepth = 0;
  let articleDepth = 0;
  let preDepth = 0;
  let skipDepth = 0;
  let isRedirect = false;
  let noIndex = false;
  let sawMain = false;
  let sawArticle = false;
  let entryDepth = 0;
  let entryCells = 0;

  const active = (): Collector[] => {
    const collectors: Collector[] = [];
    if (mainDepth > 0) collectors.push(main);
    if (articleDepth > 0) collectors.push(article);
    return collectors;
  };
  const write = (text: string) => {
    const heading = [...stack].reverse().find((element) => element.heading)?.heading ?? null;
    for (const collector of active()) {
      collector.used = true;
      if (heading === 'title' && !collector.titleDone) {
        collector.title += text;
      } else if (heading === 'section' || heading === 'entry') {
        collector.current.heading += text;
      } else if (preDepth > 0) {
        collector.current.code.push(text);
      } else {
        collector.current.text.push(text);
      }
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'meta') {
          if ((attributes['http-equiv'] ?? '').toLowerCase() === 'refresh') isRedirect = true;
          if ((attributes.name ?? '').toLowerCase() === 'robots' && /noindex/i.test(attributes.content ?? ''))
            noIndex = true;
        }
        if (name === 'title' && mainDepth === 0) inDocumentTitle = true;
        const classes = (attributes.class ?? '').split(/\s+/);
        const skip =
          skipDepth > 0 ||
          SKIPPED_TAGS.has(name) ||
          EXCLUDE_ATTRIBUTE in attributes ||
          'hidden' in attributes ||
          attributes['aria-hidden'] === 'true' ||
          SKIPPED_ROLES.has(attributes.role ?? '') ||
          classes.some((name_) => SKIPPED_CLASSES.has(name_));
        let heading: OpenElement['heading'] = null;
        if (!skip) {
          if (name === 'main') {
            mainDepth += 1;
            sawMain = true;
          }
          if (name === 'article') {
            articleDepth += 1;
            sawArticle = true;
          }
          if (name === 'pre') preDepth += 1;
          if (BLOCK_TAGS.has(name)) write(' ');
          let entry = false;
          if (name === 'h1') {
            heading = 'title';
          } else if ((name === 'h2' || name === 'h3') && attributes.id) {
            heading = 'section';
            for (const collector of active()) collector.startSection(attributes.id);
          } else if (name === 'tr' && attributes.id && entryDepth === 0) {
            // Table rows with an id (props, slots, CSS classes) are entries: their first cell or
            // row header names them, and results can link straight to them.
            entry = true;
            entryDepth = stack.length + 1;
            entryCells = 0;
            for (const collector of active()) collector.startEntry(attributes.id);
          } else if ((name === 'th' || name === 'td') && entryDepth === stack.length) {
            entryCells += 1;
            if (name === 'th' || entryCells === 1) heading = 'entry';
          }
          stack.push({ name, skip, heading, entry });
        } else {
          stack.push({ name, skip, heading });
        }
        if (skip) skipDepth += 1;
      },
      ontext(text) {
        if (inDocumentTitle) documentTitle += text;
        if (skipDepth === 0 && stack.length > 0) write(text);
      },
      onclosetag(name) {
        if (name === 'title') inDocumentTitle = false;
        const element = stack.pop();
        if (!element) return;
        if (element.skip) {
          skipDepth -= 1;
          return;
        }
        if (element.heading === 'title') {
          for (const collector of active()) if (collector.title.trim()) collector.titleDone = true;
        }
        if (BLOCK_TAGS.has(name)) write(' ');
        if (element.entry) {
          entryDepth = 0;
          for (const collector of active()) collector.endEntry();
        }
        if (name === 'pre') preDepth -= 1;
        if (name === 'main') mainDepth -= 1;
        if (name === 'article') articleDepth -= 1;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const useArticle = sawArticle && article.used;
  const chosen = useArticle ? article : main;
  const headingTitle = chosen.title.replace(/[\s\u200b]+/g, ' ').trim();
  const pageTitle = documentTitle
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s+[|·–—]\s+[^|·–—]+$/, '');
  // Articles (docs, API pages) are titled by their h1; other pages (templates, landing pages) by
  // the document title, since their h1 is part of the page's own content (and indexed as such).
  const title = (useArticle ? headingTitle || pageTitle : pageTitle || headingTitle) || '';
  return {
    title,
    sections: chosen.result(title === headingTitle ? '' : headingTitle),
    hasContent: sawMain || sawArticle,
    isRedirect,
    noIndex,
  };
}
