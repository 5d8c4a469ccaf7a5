import { findJsx, mdxToMarkdown } from './mdxToMarkdown';

const options = {
  file: 'docs/material-ui/components/button/button.mdx',
  title: 'Button',
  description: 'Buttons start actions.',
  demoSource: (name: string) => `import Button from '@mui/material/Button';\n\nexport default function ${name}() {}\n`,
  absoluteUrl: (sitePath: string) => `https://docs.example${sitePath}`,
};

const page = (lines: string[]) => mdxToMarkdown(lines.join('\n'), options);

describe('mdxToMarkdown', () => {
  it('starts with the title and description, drops front matter and imports, and inlines demos', () => {
    const markdown = page([
      '---',
      'title: Button',
      '---',
      "import Tabs from '@theme/Tabs';",
      'import {',
      '  Thing,',
      "} from './thing';",
      '',
      '## Basic button {#basic}',
      '',
      '<Demo name="ButtonVariants" />',
    ]);
    expect(markdown).toBe(
      [
        '# Button',
        '',
        'Buttons start actions.',
        '',
        '## Basic button',
        '',
        '```tsx',
        "import Button from '@mui/material/Button';",
        '',
        'export default function ButtonVariants() {}',
        '```',
        '',
      ].join('\n'),
    );
    expect(markdown).not.toContain('<Demo');
  });

  it('keeps code fences as they are, even when they show JSX or MDX', () => {
    const fence = ['```jsx', '<Demo name="X" />', "import A from 'a';", '```'];
    expect(page(fence)).toContain(fence.join('\n'));
  });

  it('turns tabs into labelled paragraphs and admonitions into quotes', () => {
    const markdown = page([
      '<Tabs groupId="pm">',
      '  <TabItem value="npm" label="npm">',
      '    ```bash',
      '    npm install @mui/material',
      '    ```',
      '  </TabItem>',
      '</Tabs>',
      '',
      ':::tip[Wrap the app once]',
      'Put the provider at the root.',
      ':::',
    ]);
    expect(markdown).toContain('**npm**\n```bash\nnpm install @mui/material\n```');
    expect(markdown).toContain('> **Wrap the app once:**\n> Put the provider at the root.');
    expect(findJsx(markdown)).toBeUndefined();
  });

  it('drops widgets and MDX comments but keeps what a component wraps', () => {
    const markdown = page([
      '{/* a note for writers */}',
      '<ColorPlayground />',
      '<ThemePreview>',
      'Inside.',
      '</ThemePreview>',
    ]);
    expect(markdown).toContain('Inside.');
    expect(markdown).not.toMatch(/ColorPlayground|ThemePreview|writers/);
  });

  it('makes site links absolute, not inside inline code', () => {
    const markdown = page(['See [the API](/material-ui/api/button/) and `[x](/y)`.']);
    expect(markdown).toContain('[the API](https://docs.example/material-ui/api/button/) and `[x](/y)`');
  });

  it('fails, naming the file, when a component tag would be left', () => {
    expect(() => page(['Text with an inline <Widget /> in it.'])).toThrow(
      'docs/material-ui/components/button/button.mdx: the Markdown export still holds "<Widget "',
    );
  });
});
