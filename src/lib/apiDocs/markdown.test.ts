import { escapeHtml, inlineMarkdownToHtml, markdownToHtml } from './markdown';

describe('markdownToHtml', () => {
  it('renders paragraphs, joining soft line breaks', () => {
    expect(markdownToHtml('The color of the component.\nIt supports theme colors.\n\nSecond paragraph.')).toBe(
      '<p>The color of the component. It supports theme colors.</p><p>Second paragraph.</p>',
    );
  });

  it('renders code spans literally and escapes HTML', () => {
    expect(markdownToHtml('If `true`, the <b>component</b> is `<disabled>`.')).toBe(
      '<p>If <code>true</code>, the &lt;b&gt;component&lt;/b&gt; is <code>&lt;disabled&gt;</code>.</p>',
    );
  });

  it('renders links through the resolver, external ones in a new tab', () => {
    const html = markdownToHtml(
      'See [the guide](https://mui.com/x/) and [Button](/material-ui/api/button/).',
      (href) => (href.startsWith('/') ? `/base${href}` : href),
    );
    expect(html).toBe(
      '<p>See <a href="https://mui.com/x/" target="_blank" rel="noopener noreferrer">the guide</a> and <a href="/base/material-ui/api/button/">Button</a>.</p>',
    );
  });

  it('does not turn unsafe URLs into links', () => {
    expect(markdownToHtml('[x](javascript:alert(1))')).not.toContain('<a');
  });

  it('renders lists, bold, emphasis, headings and fenced code', () => {
    expect(markdownToHtml('Intro\n\n* one\n* **two**\n- *three*')).toBe(
      '<p>Intro</p><ul><li>one</li><li><strong>two</strong></li><li><em>three</em></li></ul>',
    );
    expect(markdownToHtml('## Advanced\n\ntext')).toBe('<p><strong>Advanced</strong></p><p>text</p>');
    expect(markdownToHtml('```jsx\nconst a = <B />;\n```')).toBe(
      '<pre><code class="language-jsx">const a = &lt;B /&gt;;</code></pre>',
    );
  });

  it('drops control characters (stray backspaces in some JSDoc)', () => {
    expect(markdownToHtml('if `!variant="scrollable"`\b\b\b. \u0000\u00010\u0000')).toBe(
      '<p>if <code>!variant=&quot;scrollable&quot;</code>. 0</p>',
    );
  });

  it('returns an empty string for empty text', () => {
    expect(markdownToHtml('')).toBe('');
  });
});

describe('inlineMarkdownToHtml', () => {
  it('leaves out the paragraph of a one-paragraph text', () => {
    expect(inlineMarkdownToHtml('The `value`.')).toBe('The <code>value</code>.');
    expect(inlineMarkdownToHtml('a\n\nb')).toBe('<p>a</p><p>b</p>');
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
