/**
 * The small Markdown subset found in the libraries' JSDoc, rendered to HTML at build time:
 * paragraphs, `- ` / `* ` lists, fenced code, inline code, links, **bold**, *emphasis* and
 * `## heading` lines (rendered as bold paragraphs, so they do not compete with the page's
 * headings). Everything else is escaped.
 */

export type LinkResolver = (href: string) => string;

export function escapeHtml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are dropped (SOH and NUL are the renderer's own markers)
      .replace(/[\u0002-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;')
  );
}

const SAFE_URL = /^(https?:\/\/|\/|#|mailto:)/i;

function renderInline(text: string, resolveLink: LinkResolver): string {
  // Code spans first: their content is literal.
  const codeSpans: string[] = [];
  const withoutCode = text.replace(/`([^`]+)`/g, (_match, code: string) => {
    codeSpans.push(`<code>${escapeHtml(code)}</code>`);
    return `\u0000${codeSpans.length - 1}\u0000`;
  });
  const links: string[] = [];
  const withoutLinks = withoutCode.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (match, label: string, href: string) => {
    if (!SAFE_URL.test(href)) return match;
    const target = resolveLink(href);
    const external = /^https?:\/\//i.test(target);
    const attributes = external ? ' target="_blank" rel="noopener noreferrer"' : '';
    links.push(`<a href="${escapeHtml(target)}"${attributes}>${renderEmphasis(escapeHtml(label))}</a>`);
    return `\u0001${links.length - 1}\u0001`;
  });
  return (
    renderEmphasis(escapeHtml(withoutLinks))
      // eslint-disable-next-line no-control-regex -- SOH marks where a rendered link goes back
      .replace(/\u0001(\d+)\u0001/g, (_match, index: string) => links[Number(index)])
      // eslint-disable-next-line no-control-regex -- NUL marks where a rendered code span goes back
      .replace(/\u0000(\d+)\u0000/g, (_match, index: string) => codeSpans[Number(index)])
  );
}

function renderEmphasis(escaped: string): string {
  return escaped
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[\s(])\*([^*\s][^*]*)\*(?=$|[\s).,;:!?])/g, '$1<em>$2</em>');
}

type Block =
  | { kind: 'paragraph' | 'heading'; lines: string[] }
  | { kind: 'list'; items: string[] }
  | { kind: 'code'; lang: string; lines: string[] };

function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let current: Block | null = null;
  const flush = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const fence = /^\s*```(\w*)\s*$/.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !/^\s*```\s*$/.test(lines[index])) {
        code.push(lines[index]);
        index += 1;
      }
      blocks.push({ kind: 'code', lang: fence[1], lines: code });
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line.trim());
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', lines: [heading[1]] });
      continue;
    }
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    if (item) {
      if (!current || current.kind !== 'list') {
        flush();
        current = { kind: 'list', items: [] };
      }
      current.items.push(item[1]);
      continue;
    }
    if (current?.kind === 'list' && /^\s+\S/.test(line)) {
      // Continuation of the previous list item.
      current.items[current.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (!current || current.kind !== 'paragraph') {
      flush();
      current = { kind: 'paragraph', lines: [] };
    }
    current.lines.push(line.trim());
  }
  flush();
  return blocks;
}

const identity: LinkResolver = (href) => href;

export function markdownToHtml(markdown: string, resolveLink: LinkResolver = identity): string {
  // NUL and SOH mark code spans and links while rendering; they have no place in the input.
  // eslint-disable-next-line no-control-regex -- the markers are removed from the input
  return parseBlocks(markdown.replace(/[\u0000\u0001]/g, '').trim())
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return `<p>${renderInline(block.lines.join(' '), resolveLink)}</p>`;
        case 'heading':
          return `<p><strong>${renderInline(block.lines[0], resolveLink)}</strong></p>`;
        case 'list':
          return `<ul>${block.items.map((item) => `<li>${renderInline(item, resolveLink)}</li>`).join('')}</ul>`;
        case 'code':
          return `<pre><code${block.lang ? ` class="language-${escapeHtml(block.lang)}"` : ''}>${escapeHtml(block.lines.join('\n'))}</code></pre>`;
        default:
          return '';
      }
    })
    .join('');
}

/** A one-line text (table cells): Markdown inline syntax only, no paragraph wrapper. */
export function inlineMarkdownToHtml(markdown: string, resolveLink: LinkResolver = identity): string {
  const html = markdownToHtml(markdown, resolveLink);
  const single = /^<p>(.*)<\/p>$/s.exec(html);
  return single && !single[1].includes('<p>') ? single[1] : html;
}
