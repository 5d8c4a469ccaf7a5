import { highlightedProp } from '../../src/lib/highlight/prism';

/** The prop of the `code` element that carries the build-time tokens (read by src/theme/CodeBlock). */
export const HIGHLIGHTED_PROP = 'highlighted';

interface MdastNode {
  type: string;
  lang?: string | null;
  value?: string;
  children?: MdastNode[];
  data?: { hProperties?: Record<string, unknown> };
}

function visitCode(node: MdastNode, visit: (code: MdastNode) => void) {
  if (node.type === 'code') visit(node);
  for (const child of node.children ?? []) visitCode(child, visit);
}

/**
 * Tokenizes every fenced code block while the page compiles and hands the tokens to the code
 * block component as a prop, so pages render highlighted code without loading Prism. (The
 * component drops the lines magic comments remove from the code.)
 */
export default function remarkPrerenderedHighlight() {
  return (root: MdastNode) => {
    visitCode(root, (node) => {
      node.data ??= {};
      node.data.hProperties = {
        ...node.data.hProperties,
        [HIGHLIGHTED_PROP]: highlightedProp(node.value ?? '', node.lang || 'text'),
      };
    });
  };
}
