/**
 * Turns a doc page's MDX into plain Markdown for readers and AI tools: front matter, imports and
 * MDX comments go, each `<Demo name="X" />` becomes X's TypeScript source in a ```tsx fence,
 * tabs become labelled paragraphs, admonitions become block quotes, and other MDX components
 * (interactive widgets) are left out. Code fences are copied as they are.
 */

export interface MdxToMarkdownOptions {
  /** The MDX file, for error messages. */
  file: string;
  title: string;
  description?: string;
  /** The TypeScript source of a demo next to the page. */
  demoSource: (name: string) => string;
  /** Makes a site path (`/material-ui/api/button/`) absolute. */
  absoluteUrl: (sitePath: string) => string;
}

const FENCE = /^(\s*)(`{3,}|~{3,})/;
const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;
const JSX_START = /^\s*<\/?([A-Z][\w.]*)/;
const ADMONITION_OPEN = /^\s*:::(\w+)(?:\[(.*)\])?\s*$/;
const ADMONITION_CLOSE = /^\s*:::\s*$/;

const attributeOf = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Whether a JSX tag written over `lines` is complete (ends with `>` outside attribute strings). */
function tagEnds(text: string): boolean {
  let quote: string | null = null;
  let braces = 0;
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') braces += 1;
    else if (char === '}') braces -= 1;
    else if (char === '>' && braces === 0) return true;
  }
  return false;
}

/** Site-relative Markdown links made absolute, outside inline code. */
function absoluteLinks(line: string, absoluteUrl: (sitePath: string) => string): string {
  return line
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/\]\((\/[^)\s]*)\)/g, (_, url) => `](${absoluteUrl(url)})`),
    )
    .join('');
}

export function mdxToMarkdown(mdx: string, options: MdxToMarkdownOptions): string {
  const lines = mdx.replace(/\r\n?/g, '\n').replace(FRONT_MATTER, '').split('\n');
  const out: string[] = [];
  let quoted = 0;
  const emit = (line: string) => out.push(quoted > 0 ? `> ${line}`.trimEnd() : line);

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const fence = FENCE.exec(line);
    if (fence) {
      const [, indent, marker] = fence;
      emit(line.slice(indent.length));
      for (index += 1; index < lines.length; index += 1) {
        const inner = lines[index];
        emit(inner.startsWith(indent) ? inner.slice(indent.length) : inner);
        if (inner.trim().startsWith(marker) && inner.trim().replace(/[`~]/g, '') === '') break;
      }
      continue;
    }
    if (/^(import|export)\s/.test(line)) {
      // An import or export statement may span lines: skip to its end.
      while (index < lines.length && !/;\s*$|^\s*$/.test(lines[index])) index += 1;
      continue;
    }
    if (/^\s*\{\/\*/.test(line)) {
      while (index < lines.length && !lines[index].includes('*/}')) index += 1;
      continue;
    }
    const admonition = ADMONITION_OPEN.exec(line);
    if (admonition) {
      quoted += 1;
      emit(`**${admonition[2] || capitalized(admonition[1])}:**`);
      continue;
    }
    if (quoted > 0 && ADMONITION_CLOSE.test(line)) {
      quoted -= 1;
      continue;
    }
    const jsx = JSX_START.exec(line);
    if (jsx) {
      let tag = line.trim();
      while (!tagEnds(tag) && index + 1 < lines.length) tag += ` ${lines[(index += 1)].trim()}`;
      const name = jsx[1];
      if (name === 'Demo' && !tag.startsWith('</')) {
        const demo = attributeOf(tag, 'name');
        if (!demo) throw new Error(`${options.file}: a <Demo> without a name cannot be exported to Markdown.`);
        emit('```tsx');
        for (const sourceLine of options.demoSource(demo).trimEnd().split('\n')) emit(sourceLine);
        emit('```');
      } else if (name === 'TabItem' && !tag.startsWith('</')) {
        emit(`**${attributeOf(tag, 'label') ?? attributeOf(tag, 'value') ?? ''}**`);
      }
      // Other components' tags go; what they wrap stays.
      continue;
    }
    emit(absoluteLinks(line.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/, '$1'), options.absoluteUrl));
  }

  const body = out.join('\n').replace(/^\s*# .*\n/, '');
  const header = [`# ${options.title}`, ...(options.description ? [options.description] : [])].join('\n\n');
  const markdown = `${header}\n\n${body.trim()}\n`.replace(/\n{3,}/g, '\n\n');
  const leftover = findJsx(markdown);
  if (leftover) {
    throw new Error(
      `${options.file}: the Markdown export still holds "${leftover}"; teach plugins/llms-txt/mdxToMarkdown.ts that tag.`,
    );
  }
  return markdown;
}

/** The first JSX component tag outside code in `markdown`, if any. */
export function findJsx(markdown: string): string | undefined {
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^(?:> )?\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? null : marker;
      continue;
    }
    if (fence) continue;
    const found = /<\/?[A-Z][\w.]*[\s/>]/.exec(line.replace(/`[^`]*`/g, ''));
    if (found) return found[0];
  }
  return undefined;
}
