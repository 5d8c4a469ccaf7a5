import type { ComponentApi } from '../../src/lib/apiDocs/types';
import { apiToMarkdown, cell } from './apiToMarkdown';

const button: ComponentApi = {
  name: 'Button',
  slug: 'button',
  area: 'material-ui',
  packageName: '@mui/material',
  packageVersion: '6.1.6',
  sourceFile: 'Button/Button.d.ts',
  imports: { path: "import Button from '@mui/material/Button';", named: "import { Button } from '@mui/material';" },
  typeParameters: [],
  description: 'Buttons start actions.',
  props: [
    {
      name: 'variant',
      required: false,
      type: "'text' | 'outlined' | 'contained'",
      default: "'text'",
      description: 'The variant to use.',
    },
    { name: 'children', required: true, type: 'React.ReactNode', description: 'The content\nof the component.' },
  ],
  ref: { forwarded: true },
  rootElement: 'button',
  spreadsNativeProps: true,
  systemProps: false,
  inheritance: [{ component: 'ButtonBase', area: 'material-ui', props: ['disabled'] }],
  themeDefaultProps: 'MuiButton',
  slots: [],
  classes: [
    { key: 'root', className: 'MuiButton-root', isGlobal: false, description: 'Styles applied to the root element.' },
  ],
  demos: [],
};

describe('apiToMarkdown', () => {
  const markdown = apiToMarkdown(button, {
    title: 'Button API',
    demos: [{ title: 'Button', path: '/material-ui/react-button/' }],
    apiPathOf: (area, name) => (name === 'ButtonBase' ? `/${area}/api/button-base/` : undefined),
    absoluteUrl: (path) => `https://docs.example${path}`,
  });

  it('has the title, description, demos and import', () => {
    expect(
      markdown.startsWith(
        '# Button API\n\nButtons start actions.\n\n## Demos\n\n- [Button](https://docs.example/material-ui/react-button/)',
      ),
    ).toBe(true);
    expect(markdown).toContain(
      "```tsx\nimport Button from '@mui/material/Button';\n// or\nimport { Button } from '@mui/material';\n```",
    );
  });

  it('lists props in a table with escaped pipes and one-line descriptions', () => {
    expect(markdown).toContain('| Name | Type | Default | Description |\n| --- | --- | --- | --- |');
    expect(markdown).toContain(
      "| `variant` | `'text' \\| 'outlined' \\| 'contained'` | `'text'` | The variant to use. |",
    );
    expect(markdown).toContain('| `children` (required) | `React.ReactNode` | - | The content of the component. |');
  });

  it('links inherited props and lists CSS classes', () => {
    expect(markdown).toContain(
      'The props of [ButtonBase](https://docs.example/material-ui/api/button-base/) are also available.',
    );
    expect(markdown).toContain('| `.MuiButton-root` | `root` | Styles applied to the root element. |');
  });
});

it('shows an empty cell as a dash', () => {
  expect(cell('  ')).toBe('-');
});
