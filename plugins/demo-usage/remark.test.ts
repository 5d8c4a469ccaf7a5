import path from 'node:path';
import { indexKey, type ApiIndex } from './apiIndex';
import { transformApiSection } from './remark';
import { fakeReader } from './testReader';

const SITE = '/site';
const PAGE = path.join(SITE, 'docs/material-ui/components/button/button.mdx');
const index: ApiIndex = new Map([
  [indexKey('@mui/material', 'Button'), { name: 'Button', path: '/material-ui/api/button/' }],
  [indexKey('@mui/material', 'Stack'), { name: 'Stack', path: '/material-ui/api/stack/' }],
]);
const reader = fakeReader({
  [path.join(SITE, 'docs/material-ui/components/button/Basic.tsx')]:
    "import Stack from '@mui/material/Stack';\nimport Button from '@mui/material/Button';",
});
const options = { siteDir: SITE, index: () => index, reader };

const demo = {
  type: 'mdxJsxFlowElement',
  name: 'Demo',
  attributes: [{ type: 'mdxJsxAttribute', name: 'name', value: 'Basic' }],
};
const heading = (text: string) => ({ type: 'heading', depth: 2, children: [{ type: 'text', value: text }] });

describe('transformApiSection', () => {
  it("ends a component page with links to the API pages of its demos' components", () => {
    const tree = { type: 'root', children: [heading('Basics'), demo] };
    transformApiSection(tree, { path: PAGE }, options);
    expect(tree.children.slice(2)).toEqual([
      heading('API'),
      {
        type: 'list',
        children: ['Button', 'Stack'].map((name) => ({
          type: 'listItem',
          children: [
            {
              type: 'paragraph',
              children: [
                {
                  type: 'link',
                  url: `/material-ui/api/${name.toLowerCase()}/`,
                  children: [{ type: 'inlineCode', value: `<${name} />` }],
                },
              ],
            },
          ],
        })),
      },
    ]);
  });

  it('refuses a hand-written API section, naming the file', () => {
    const tree = { type: 'root', children: [demo, heading('API')] };
    expect(() => transformApiSection(tree, { path: PAGE }, options)).toThrow(
      `${PAGE}: remove the hand-written "## API" section`,
    );
  });

  it('leaves guides and pages without documented components alone', () => {
    const guide = { type: 'root', children: [demo] };
    transformApiSection(guide, { path: path.join(SITE, 'docs/material-ui/customization/color.mdx') }, options);
    expect(guide.children).toHaveLength(1);
    const noDemos = { type: 'root', children: [heading('Usage')] };
    transformApiSection(noDemos, { path: PAGE }, options);
    expect(noDemos.children).toHaveLength(1);
  });
});
