import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiPageMarkdown,
  codeSpan,
  docFileOf,
  generatedPages,
  htmlToMarkdownLine,
  templatePages,
} from './baseline-generated-pages.mjs';
import type { ApiPageData } from '../../src/lib/apiDocs/types';

const AREAS = [
  ['material-ui', 'material-ui'],
  ['toolpad-core', 'toolpad/core'],
] as const;

const SLIDER: ApiPageData = {
  name: 'Slider',
  slug: 'slider',
  area: 'material-ui',
  areaName: 'Material UI',
  packageName: '@mui/material',
  packageVersion: '6.1.6',
  sourceFile: 'Slider/Slider.d.ts',
  permalink: '/material-ui/api/slider/',
  imports: {
    path: "import Slider from '@mui/material/Slider';",
    named: "import { Slider } from '@mui/material';",
  },
  importHighlighted: '[]',
  typeParameters: [],
  descriptionHtml: '<p>Lets readers pick a value from a range, e.g. <code>{min}</code> to <code>{max}</code>.</p>',
  props: [
    {
      name: 'valueLabelFormat',
      required: false,
      type: 'string | ((value: number) => React.ReactNode)',
      default: '(value) => `${value}`',
      descriptionHtml: '<p>Formats the label, given {number} value and a <a href="/x/">link</a>.</p>',
    },
    { name: 'max', required: true, type: 'number', descriptionHtml: '<p>The greatest value.</p>' },
  ],
  ref: { forwarded: true, instance: 'HTMLSpanElement' },
  spreadsNativeProps: true,
  systemProps: false,
  inheritance: [{ component: 'ButtonBase', path: '/material-ui/api/button-base/', props: ['disableRipple'] }],
  themeDefaultProps: 'MuiSlider',
  slots: [{ name: 'thumb', defaultClass: 'MuiSlider-thumb', descriptionHtml: 'The thumb.' }],
  classes: [
    { key: 'root', className: 'MuiSlider-root', isGlobal: false, descriptionHtml: 'On <code>&lt;span&gt;</code>.' },
  ],
  demos: [{ title: 'Slider', path: '/material-ui/react-slider/' }],
};

describe('codeSpan', () => {
  it('keeps pipes inside a table cell and a backtick at either end apart from the fence', () => {
    expect(codeSpan("'a' | 'b'")).toBe("`'a' \\| 'b'`");
    expect(codeSpan('(more) => `+${more}`')).toBe('`` (more) => `+${more}` ``');
    expect(codeSpan('a\n  b')).toBe('`a b`');
  });
});

describe('htmlToMarkdownLine', () => {
  it('keeps code as code and turns every other tag into its text, with braces and angles escaped for MDX', () => {
    expect(
      htmlToMarkdownLine('<p>If <code>true</code>, the <a href="/y/">thumb</a> {shows}.</p><ul><li>One</li></ul>'),
    ).toBe('If `true`, the thumb &#123;shows&#125;. One');
    expect(htmlToMarkdownLine('<pre><code>&lt;Slider /&gt;</code></pre>')).toBe('`<Slider />`');
    expect(htmlToMarkdownLine(undefined)).toBe('');
  });
});

describe('apiPageMarkdown', () => {
  it('writes the sections of our API page as Markdown, with a table row per prop, slot and class', () => {
    const markdown = apiPageMarkdown(SLIDER);
    expect(markdown).toMatch(/^# Slider API\n/);
    expect(markdown).toContain(
      "```js\nimport Slider from '@mui/material/Slider';\n// or\nimport { Slider } from '@mui/material';\n```",
    );
    expect(markdown).toContain('Lets readers pick a value from a range, e.g. `{min}` to `{max}`.');
    expect(markdown).toContain(
      '| `valueLabelFormat` | `string \\| ((value: number) => React.ReactNode)` | `` (value) => `${value}` `` | Formats the label, given &#123;number&#125; value and a link. |',
    );
    expect(markdown).toContain('| `max*` | `number` |  | The greatest value. |');
    expect(markdown).toContain('The ref is forwarded to the root element (`HTMLSpanElement`).');
    expect(markdown).toContain('- ButtonBase: `disableRipple`');
    expect(markdown).toContain('| `thumb` | `MuiSlider-thumb` |  | The thumb. |');
    expect(markdown).toContain('| `.MuiSlider-root` | root | On `<span>`. |');
    expect(markdown).toContain('## Demos\n\n- Slider');
  });

  it('leaves out the sections a component has nothing for', () => {
    const markdown = apiPageMarkdown({
      ...SLIDER,
      ref: { forwarded: false },
      inheritance: [],
      themeDefaultProps: undefined,
      slots: [],
      classes: [],
      demos: [],
    });
    expect(markdown).toContain('The component does not accept a ref.');
    expect(markdown).not.toMatch(/## (Inheritance|Theme default props|Slots|CSS classes|Demos)/);
  });
});

describe('docFileOf', () => {
  it('finds the area folder serving a route, and fails for a route no area serves', () => {
    expect(docFileOf('/toolpad/core/api/dashboard/', AREAS)).toBe('toolpad-core/api/dashboard');
    expect(() => docFileOf('/joy-ui/api/card/', AREAS)).toThrow('No area of the baseline serves /joy-ui/api/card/.');
  });
});

const BLOG = {
  project: {
    slug: 'blog',
    title: 'Blog',
    description: 'Posts <and> an archive.',
    files: {
      'package.json': '{}',
      'src/blog/Blog.tsx': 'export default function Blog() {}',
      'src/templateTheme.ts': '',
    },
  },
  previewPath: '/material-ui/getting-started/templates/blog/',
  sourcePath: '/material-ui/getting-started/templates/blog/source/',
  entryFile: 'src/blog/Blog.tsx',
};

describe('templatePages', () => {
  it('writes the preview and a source page holding every project file', () => {
    const [preview, source] = templatePages(BLOG, AREAS, false);
    expect(preview).toEqual({
      file: 'material-ui/getting-started/templates/blog.mdx',
      content: '# Blog\n\nPosts &#60;and&#62; an archive.\n\n',
    });
    expect(source.file).toBe('material-ui/getting-started/templates/blog/source.md');
    expect(source.content).toContain('## src/blog/Blog.tsx\n\n````tsx\nexport default function Blog() {}\n````');
    expect(source.content).toContain('## package.json\n\n````json\n{}\n````');
  });

  it('with demos, renders the template in its theme from its project files beside the page', () => {
    const pages = templatePages(BLOG, AREAS, true);
    expect(pages.map((page) => page.file)).toEqual([
      'material-ui/getting-started/templates/_projects/blog/src/blog/Blog.tsx',
      'material-ui/getting-started/templates/_projects/blog/src/templateTheme.ts',
      'material-ui/getting-started/templates/blog.mdx',
      'material-ui/getting-started/templates/blog/source.md',
    ]);
    expect(pages[2].content).toContain("import Template from './_projects/blog/src/blog/Blog';");
    expect(pages[2].content).toContain(
      "<ThemeProvider theme={createTemplateTheme('ltr')}>\n  <Template />\n</ThemeProvider>",
    );
  });
});

describe('generatedPages', () => {
  it('reads the API batches and templates a build generated', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-pages-'));
    fs.mkdirSync(path.join(dir, 'api-docs', 'default'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'template-sources', 'default'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'api-docs', 'default', 'material-ui-1.json'), JSON.stringify({ x: SLIDER }));
    fs.writeFileSync(path.join(dir, 'api-docs', 'default', 'deprecated-material-ui.json'), '[]');
    fs.writeFileSync(path.join(dir, 'template-sources', 'default', 'template-source-blog.json'), JSON.stringify(BLOG));
    expect(generatedPages(dir, AREAS).map((page) => page.file)).toEqual([
      'material-ui/api/slider.md',
      'material-ui/getting-started/templates/index.md',
      'material-ui/getting-started/templates/blog.mdx',
      'material-ui/getting-started/templates/blog/source.md',
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('says to build the site first when its generated data is missing', () => {
    expect(() => generatedPages(path.join(os.tmpdir(), 'no-such-build'), AREAS)).toThrow(
      /holds no .* data: build the site \(npm run build\) before its baseline\./,
    );
  });
});
