import { importCode, apiAnchor, apiPagePath, kebabCase } from './naming';

describe('kebabCase', () => {
  it.each([
    ['Button', 'button'],
    ['ButtonBase', 'button-base'],
    ['CssBaseline', 'css-baseline'],
    ['ScopedCssBaseline', 'scoped-css-baseline'],
    ['TextareaAutosize', 'textarea-autosize'],
    ['ListItemButton', 'list-item-button'],
    ['Unstable_TrapFocus', 'unstable-trap-focus'],
    ['Unstable_NumberInput', 'unstable-number-input'],
    ['Grid2', 'grid-2'],
    ['NoSsr', 'no-ssr'],
    ['HTMLElementType', 'html-element-type'],
  ])('%s → %s', (name, slug) => {
    expect(kebabCase(name)).toBe(slug);
  });
});

describe('apiPagePath', () => {
  it('builds the API route with a trailing slash', () => {
    expect(apiPagePath('/material-ui', 'ButtonBase')).toBe('/material-ui/api/button-base/');
    expect(apiPagePath('/base-ui', 'Menu')).toBe('/base-ui/api/menu/');
  });
});

describe('apiAnchor', () => {
  it('prefixes prop, slot and class anchors', () => {
    expect(apiAnchor.prop('variant')).toBe('prop-variant');
    expect(apiAnchor.slot('root')).toBe('slot-root');
    expect(apiAnchor.classes('disabled')).toBe('classes-disabled');
  });
});

describe('importCode', () => {
  it('shows the path import, then the named import when the package root exports the component', () => {
    expect(importCode({ path: "import Menu from '@mui/base/Menu';" })).toBe("import Menu from '@mui/base/Menu';");
    expect(importCode({ path: 'import A from "a/A";', named: 'import { A } from "a";' })).toBe(
      'import A from "a/A";\n// or\nimport { A } from "a";',
    );
  });
});
