import type { ApiDemoLink, ApiPageData, ComponentApi } from '../../src/lib/apiDocs/types';
import { inlineMarkdownToHtml, markdownToHtml, type LinkResolver } from '../../src/lib/apiDocs/markdown';
import { highlightedProp } from '../../src/lib/highlight/prism';
import { importCode } from '../../src/lib/apiDocs/naming';

/** The public site the libraries' JSDoc links point to. */
export const UPSTREAM_ORIGIN = 'https://mui.com';

/**
 * Resolves a JSDoc link for this site: links to a page the site has (an API page generated
 * here, or any known route) become site paths, anchors of API pages are mapped to this site's
 * anchor ids (`#button-classes-text` → `#classes-text`), and other root-relative links point at
 * the upstream site, since this site does not have those pages.
 */
export function createLinkResolver(knownPaths: ReadonlySet<string>, baseUrl = '/'): LinkResolver {
  const base = baseUrl.replace(/\/$/, '');
  return (href) => {
    let pathname: string;
    let hash = '';
    if (href.startsWith(`${UPSTREAM_ORIGIN}/`)) {
      const url = new URL(href);
      pathname = url.pathname;
      hash = url.hash;
    } else if (href.startsWith('/')) {
      const index = href.indexOf('#');
      pathname = index === -1 ? href : href.slice(0, index);
      hash = index === -1 ? '' : href.slice(index);
    } else {
      return href;
    }
    const normalized = pathname.endsWith('/') ? pathname : `${pathname}/`;
    if (!knownPaths.has(normalized)) return `${UPSTREAM_ORIGIN}${pathname}${hash}`;
    if (/\/api\//.test(normalized)) {
      const anchor = /^#(?:[\w-]+?-)?(classes|prop|slot)-(\w+)$/.exec(hash);
      if (anchor) hash = `#${anchor[1]}-${anchor[2]}`;
    }
    return `${base}${normalized}${hash}`;
  };
}

export interface PageDataContext {
  areaName: string;
  permalink: string;
  resolveLink: LinkResolver;
  /** Path of the API page of a component of an area, if the site has one. */
  apiPathOf: (area: string, componentName: string) => string | undefined;
  /** The doc pages whose demos use the component (plugins/demo-usage); none when absent. */
  demos?: ApiDemoLink[];
}

/** Turns an extracted component API into what its page renders (texts as HTML, links resolved). */
export function toPageData(api: ComponentApi, context: PageDataContext): ApiPageData {
  const block = (markdown: string) => markdownToHtml(markdown, context.resolveLink);
  const inline = (markdown: string) => inlineMarkdownToHtml(markdown, context.resolveLink);
  return {
    name: api.name,
    slug: api.slug,
    area: api.area,
    areaName: context.areaName,
    packageName: api.packageName,
    packageVersion: api.packageVersion,
    sourceFile: api.sourceFile,
    permalink: context.permalink,
    imports: api.imports,
    importHighlighted: highlightedProp(importCode(api.imports), 'jsx'),
    typeParameters: api.typeParameters,
    descriptionHtml: block(api.description),
    ...(api.deprecated !== undefined ? { deprecatedHtml: block(api.deprecated) } : {}),
    props: api.props.map(({ description, deprecated, signature, ...prop }) => ({
      ...prop,
      descriptionHtml: block(description),
      ...(deprecated !== undefined ? { deprecatedHtml: block(deprecated) } : {}),
      ...(signature
        ? {
            signature: {
              params: signature.params.map(({ description: paramDescription, ...param }) => ({
                ...param,
                descriptionHtml: inline(paramDescription),
              })),
              returns: { type: signature.returns.type, descriptionHtml: inline(signature.returns.description) },
            },
          }
        : {}),
    })),
    ref: api.ref,
    ...(api.rootElement ? { rootElement: api.rootElement } : {}),
    spreadsNativeProps: api.spreadsNativeProps,
    systemProps: api.systemProps,
    inheritance: api.inheritance.map((entry) => {
      const path = entry.area ? context.apiPathOf(entry.area, entry.component) : undefined;
      return {
        component: entry.component,
        ...(path ? { path } : entry.url ? { url: entry.url } : {}),
        props: entry.props,
      };
    }),
    ...(api.themeDefaultProps ? { themeDefaultProps: api.themeDefaultProps } : {}),
    slots: api.slots.map(({ description, ...slot }) => ({ ...slot, descriptionHtml: inline(description) })),
    classes: api.classes.map(({ description, deprecated, ...entry }) => ({
      ...entry,
      descriptionHtml: inline(description),
      ...(deprecated !== undefined ? { deprecatedHtml: inline(deprecated) } : {}),
    })),
    demos: context.demos ?? api.demos,
  };
}
