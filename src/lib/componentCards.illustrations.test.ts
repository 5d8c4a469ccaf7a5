import fs from 'node:fs';
import path from 'node:path';
import { sidebarsByArea } from '../../sidebars';
import { illustrationPath, pageSlug } from './componentCards';

const ROOT = path.resolve(__dirname, '../..');
const DOCS = path.join(ROOT, 'docs/material-ui');

type Item = string | { type?: string; id?: string; label?: string; items?: Item[] };

function docIds(items: Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc' && item.id) return [item.id];
    return item.items ? docIds(item.items) : [];
  });
}

/** The URL path of a doc, from its `slug` front matter (else its id), as the docs plugin builds it. */
function docPath(id: string): string {
  const source = fs.readFileSync(path.join(DOCS, `${id}.mdx`), 'utf8');
  const slug = /^---[\s\S]*?^slug:\s*(\S+)\s*$[\s\S]*?^---/m.exec(source)?.[1];
  return `/material-ui${slug ?? `/${id}/`}`;
}

const components = (sidebarsByArea['material-ui'].materialUi as Item[]).find(
  (item): item is Exclude<Item, string> => typeof item !== 'string' && item.label === 'Components',
);
const pages = docIds(components?.items ?? []).filter((id) => id !== 'components/all-components');

describe('All components illustrations', () => {
  it('finds the component pages in the sidebar', () => {
    expect(pages.length).toBeGreaterThan(5);
  });

  it.each(pages)('%s has a small, self-contained illustration', (id) => {
    const file = path.join(ROOT, 'static', illustrationPath('material-ui', pageSlug(docPath(id))));
    expect(fs.existsSync(file)).toBe(true);
    const svg = fs.readFileSync(file, 'utf8');
    expect(svg.length).toBeLessThanOrEqual(2048);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 160 100"/);
    // Nothing to fetch and nothing to run.
    expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|url\((?!#)|on[a-z]+=/i);
  });

  it('has no illustration left over from a page that is gone', () => {
    const expected = new Set(pages.map((id) => `${pageSlug(docPath(id))}.svg`));
    const files = fs.readdirSync(path.join(ROOT, 'static/img/material-ui/components'));
    expect(files.filter((file) => !expected.has(file))).toEqual([]);
  });
});
