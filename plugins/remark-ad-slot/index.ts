/**
 * Places the sponsor block right after a doc page's description: the first top-level
 * paragraph. Pages opt out with `hide_ad: true` in their front matter.
 */
interface Node {
  type: string;
  children?: Node[];
}

interface VFileLike {
  data: { frontMatter?: Record<string, unknown> };
}

export const AD_SLOT_COMPONENT = 'AdSlot';

export function insertAdSlot(tree: Node, file?: VFileLike): void {
  if (file?.data.frontMatter?.hide_ad === true || !tree.children) return;
  const slot = { type: 'mdxJsxFlowElement', name: AD_SLOT_COMPONENT, attributes: [], children: [] };
  const description = tree.children.findIndex((node) => node.type === 'paragraph');
  tree.children.splice(description === -1 ? 0 : description + 1, 0, slot);
}

export default function remarkAdSlot() {
  return (tree: Node, file: VFileLike) => insertAdSlot(tree, file);
}
