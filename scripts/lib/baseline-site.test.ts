import { toPlainMarkdown } from './baseline-site.mjs';

describe('toPlainMarkdown', () => {
  it('drops our MDX components and their imports but keeps theme components and prose', () => {
    const source = [
      '---',
      'title: Color',
      '---',
      '',
      "import ColorPlayground from '@site/src/components/ColorPlayground';",
      "import Tabs from '@theme/Tabs';",
      '',
      'Some prose.',
      '',
      '<ColorPlayground />',
      '',
      '<Demo name="ButtonVariants" />',
      '',
      '<Tabs />',
    ].join('\n');
    const plain = toPlainMarkdown(source);
    expect(plain).not.toContain('ColorPlayground');
    expect(plain).not.toContain('<Demo');
    expect(plain).toContain("import Tabs from '@theme/Tabs';");
    expect(plain).toContain('Some prose.');
    expect(plain).toContain('<Tabs />');
  });
});
