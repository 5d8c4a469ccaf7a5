import { insertAdSlot } from './index';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', value: text }] });

describe('insertAdSlot', () => {
  it('puts the slot right after the first top-level paragraph', () => {
    const tree = {
      type: 'root',
      children: [{ type: 'mdxjsEsm' }, paragraph('Lead'), { type: 'heading' }, paragraph('More')],
    };
    insertAdSlot(tree);
    expect(tree.children.map((node) => ('name' in node ? node.name : node.type))).toEqual([
      'mdxjsEsm',
      'paragraph',
      'AdSlot',
      'heading',
      'paragraph',
    ]);
  });

  it('puts it first when the page has no paragraph, and nowhere with hide_ad', () => {
    const bare = { type: 'root', children: [{ type: 'heading' }] };
    insertAdSlot(bare);
    expect(bare.children[0]).toMatchObject({ type: 'mdxJsxFlowElement', name: 'AdSlot' });
    const hidden = { type: 'root', children: [paragraph('Lead')] };
    insertAdSlot(hidden, { data: { frontMatter: { hide_ad: true } } });
    expect(hidden.children).toHaveLength(1);
  });
});
