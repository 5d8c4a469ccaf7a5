import { apiAnchorIds, apiSections, buildApiToc, type ApiSectionLabels } from './toc';
import type { ApiPageData } from './types';

const labels: ApiSectionLabels = {
  demos: 'Demos',
  import: 'Import',
  props: 'Props',
  inheritance: 'Inheritance',
  themeDefaultProps: 'Theme default props',
  slots: 'Slots',
  classes: 'CSS classes',
};

function page(overrides: Partial<ApiPageData> = {}): ApiPageData {
  return {
    name: 'Button',
    slug: 'button',
    area: 'material-ui',
    areaName: 'Material UI',
    packageName: '@mui/material',
    packageVersion: '6.1.6',
    sourceFile: 'Button/Button.d.ts',
    permalink: '/material-ui/api/button/',
    imports: { path: "import Button from '@mui/material/Button';" },
    importHighlighted: '',
    typeParameters: [],
    descriptionHtml: '',
    props: [
      { name: 'variant', required: false, type: "'text'", descriptionHtml: '' },
      { name: 'a<b', required: false, type: 'x', descriptionHtml: '' },
    ],
    ref: { forwarded: true },
    spreadsNativeProps: true,
    systemProps: false,
    inheritance: [],
    slots: [],
    classes: [{ key: 'disabled', className: 'Mui-disabled', isGlobal: true, descriptionHtml: '' }],
    demos: [],
    ...overrides,
  };
}

describe('API page TOC', () => {
  it('lists sections and an entry per prop, slot and class', () => {
    expect(buildApiToc(page({ themeDefaultProps: 'MuiButton' }), labels)).toEqual([
      { value: 'Import', id: 'import', level: 2 },
      { value: 'Props', id: 'props', level: 2 },
      { value: '<code>variant</code>', id: 'prop-variant', level: 3 },
      { value: '<code>a&lt;b</code>', id: 'prop-a<b', level: 3 },
      { value: 'Theme default props', id: 'theme-default-props', level: 2 },
      { value: 'CSS classes', id: 'classes', level: 2 },
      { value: '<code>disabled</code>', id: 'classes-disabled', level: 3 },
    ]);
  });

  it('shows demos, inheritance and slots only when there are some', () => {
    expect(apiSections(page())).toEqual(['import', 'props', 'classes']);
    const full = page({
      demos: [{ title: 'Button', path: '/material-ui/react-button/' }],
      inheritance: [{ component: 'ButtonBase', path: '/material-ui/api/button-base/', props: [] }],
      slots: [{ name: 'root', descriptionHtml: '' }],
    });
    expect(apiSections(full)).toEqual(['demos', 'import', 'props', 'inheritance', 'slots', 'classes']);
    expect(apiAnchorIds(full)).toContain('slot-root');
  });
});
