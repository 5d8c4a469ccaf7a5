import { parseHighlighted, textOfLines } from '../../src/lib/highlight/compactTokens';
import remarkPrerenderedHighlight, { HIGHLIGHTED_PROP } from './remark';

describe('remarkPrerenderedHighlight', () => {
  it('gives every fenced code block its tokens as a prop of the code element', () => {
    const code = {
      type: 'code',
      lang: 'bash',
      value: 'npm install @mui/material',
      data: { hProperties: { metastring: 'title="x"' } },
    };
    const plain = { type: 'code', lang: null, value: 'no language' };
    const tree = {
      type: 'root',
      children: [{ type: 'blockquote', children: [code] }, plain, { type: 'paragraph', children: [] }],
    };
    remarkPrerenderedHighlight()(tree);

    expect(code.data.hProperties.metastring).toBe('title="x"');
    const lines = parseHighlighted((code.data.hProperties as Record<string, string>)[HIGHLIGHTED_PROP]);
    expect(lines?.[0][0]).toEqual({ types: ['function'], content: 'npm' });
    expect(textOfLines(lines!)).toBe('npm install @mui/material');
    const plainLines = parseHighlighted(
      (plain as { data?: { hProperties: Record<string, string> } }).data?.hProperties[HIGHLIGHTED_PROP],
    );
    expect(plainLines).toEqual([[{ types: ['plain'], content: 'no language' }]]);
  });
});
