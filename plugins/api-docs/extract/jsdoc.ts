import ts from 'typescript';

export interface DocTag {
  name: string;
  /** For `@param` tags: the parameter name. */
  paramName?: string;
  text: string;
}

export interface NodeDoc {
  /** The comment text before the tags (Markdown). */
  text: string;
  tags: DocTag[];
}

const EMPTY_DOC: NodeDoc = { text: '', tags: [] };

/** Control characters other than tab and newline (a few JSDoc comments contain stray backspaces). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are removed
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function clean(text: string | undefined): string {
  return (text ?? '').replace(CONTROL_CHARACTERS, '').trim();
}

/** The JSDoc block closest to a declaration (the last one when several precede it). */
export function docOfNode(node: ts.Node | undefined): NodeDoc {
  if (!node) return EMPTY_DOC;
  const blocks = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const block = blocks[blocks.length - 1];
  if (!block) return EMPTY_DOC;
  return {
    text: clean(ts.getTextOfJSDocComment(block.comment)),
    tags: (block.tags ?? []).map((tag) => ({
      name: tag.tagName.text,
      paramName: ts.isJSDocParameterTag(tag) ? tag.name.getText() : undefined,
      text: clean(ts.getTextOfJSDocComment(tag.comment)),
    })),
  };
}

export function tagText(doc: NodeDoc, name: string): string | undefined {
  return doc.tags.find((tag) => tag.name === name)?.text;
}

export function hasTag(doc: NodeDoc, name: string): boolean {
  return doc.tags.some((tag) => tag.name === name);
}

export interface MarkdownLink {
  title: string;
  url: string;
}

export interface ComponentDoc {
  /** The description without the generated "Demos:" and "API:" lists. */
  description: string;
  demos: MarkdownLink[];
  /** `- inherits [ButtonBase API](https://…)` entries of the "API:" list, " API" removed. */
  inherits: MarkdownLink[];
}

const LIST_LINK = /^-\s+(inherits\s+)?\[([^\]]+)\]\(([^)\s]+)\)/;

/**
 * Splits a component's JSDoc into its prose and the "Demos:" / "API:" link lists that the
 * libraries generate into every component declaration.
 */
export function parseComponentDoc(text: string): ComponentDoc {
  const prose: string[] = [];
  const demos: MarkdownLink[] = [];
  const inherits: MarkdownLink[] = [];
  let section: 'prose' | 'demos' | 'api' = 'prose';
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (/^Demos:$/.test(line)) {
      section = 'demos';
      continue;
    }
    if (/^API:$/.test(line)) {
      section = 'api';
      continue;
    }
    if (section !== 'prose') {
      const match = LIST_LINK.exec(line);
      if (match) {
        const [, inheritsWord, title, url] = match;
        if (section === 'demos') demos.push({ title, url });
        else if (inheritsWord) inherits.push({ title: title.replace(/\s+API$/, ''), url });
        continue;
      }
      if (line === '') continue;
      // Anything else ends the generated lists.
      section = 'prose';
    }
    prose.push(rawLine);
  }
  return { description: prose.join('\n').trim(), demos, inherits };
}
