import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { sitemapPaths } from './helpers';

const BUILD_DIR = path.resolve(__dirname, '../../build');
const SITE_URL = 'https://mui-docs.example';

interface PageHead {
  path: string;
  title: string;
  description: string;
  canonical: string;
  hreflang: Record<string, string>;
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** An attribute's value; names match in any case, as in HTML (React writes `hrefLang`). */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? decode(match[1] ?? match[2] ?? match[3]) : undefined;
}

function readHead(pagePath: string): PageHead {
  const html = fs.readFileSync(path.join(BUILD_DIR, pagePath, 'index.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = head.match(/<(meta|link)\b[^>]*>/g) ?? [];
  const meta = (name: string) => tags.find((tag) => tag.startsWith('<meta') && attribute(tag, 'name') === name);
  const links = (rel: string) => tags.filter((tag) => tag.startsWith('<link') && attribute(tag, 'rel') === rel);
  return {
    path: pagePath,
    title: decode(/<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: attribute(meta('description') ?? '', 'content') ?? '',
    canonical: attribute(links('canonical')[0] ?? '', 'href') ?? '',
    hreflang: Object.fromEntries(
      links('alternate').map((tag) => [attribute(tag, 'hreflang') ?? '', attribute(tag, 'href') ?? '']),
    ),
  };
}

const heads = sitemapPaths().map(readHead);

test('every sitemap page has a title, a meta description, a canonical link and hreflang', () => {
  expect(heads.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const head of heads) {
    if (!head.title) problems.push(`${head.path}: no <title>`);
    if (head.description.length < 50)
      problems.push(`${head.path}: meta description missing or shorter than 50 characters`);
    if (head.canonical !== `${SITE_URL}${head.path}`) problems.push(`${head.path}: canonical is ${head.canonical}`);
    // English is the only language (SPEC section 9); /zh/ URLs redirect to the English page.
    if (head.hreflang.en !== `${SITE_URL}${head.path}` || head.hreflang['x-default'] !== `${SITE_URL}${head.path}`) {
      problems.push(`${head.path}: hreflang ${JSON.stringify(head.hreflang)}`);
    }
  }
  expect(problems).toEqual([]);
});

for (const field of ['title', 'description'] as const) {
  test(`every sitemap page has a unique ${field}`, () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const head of heads) {
      const other = seen.get(head[field]);
      if (other) duplicates.push(`"${head[field]}" on ${other} and ${head.path}`);
      seen.set(head[field], head.path);
    }
    expect(duplicates).toEqual([]);
  });
}
