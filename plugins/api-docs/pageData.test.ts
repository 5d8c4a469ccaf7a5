import { parseHighlighted, textOfLines } from '../../src/lib/highlight/compactTokens';
import { importCode } from '../../src/lib/apiDocs/naming';
import type { ComponentApi } from '../../src/lib/apiDocs/types';
import { createLinkResolver, toPageData } from './pageData';

const known = new Set(['/material-ui/api/button/', '/material-ui/api/button-base/']);

describe('createLinkResolver', () => {
  const resolve = createLinkResolver(known);

  it('keeps links to pages of this site on the site', () => {
    expect(resolve('https://mui.com/material-ui/api/button-base/')).toBe('/material-ui/api/button-base/');
    expect(resolve('/material-ui/api/button')).toBe('/material-ui/api/button/');
  });

  it('maps upstream API anchors to this site’s anchor ids', () => {
    expect(resolve('/material-ui/api/button/#button-classes-colorInherit')).toBe(
      '/material-ui/api/button/#classes-colorInherit',
    );
    expect(resolve('https://mui.com/material-ui/api/button/#props')).toBe('/material-ui/api/button/#props');
  });

  it('sends links to pages this site does not have upstream', () => {
    expect(resolve('/material-ui/migration/migrating-from-deprecated-apis/')).toBe(
      'https://mui.com/material-ui/migration/migrating-from-deprecated-apis/',
    );
    expect(resolve('https://mui.com/material-ui/react-button/#sizes')).toBe(
      'https://mui.com/material-ui/react-button/#sizes',
    );
    expect(resolve('https://github.com/mui/material-ui')).toBe('https://github.com/mui/material-ui');
  });

  it('prefixes the base URL', () => {
    expect(createLinkResolver(known, '/docs/')('/material-ui/api/button/')).toBe('/docs/material-ui/api/button/');
  });
});

describe('toPageData', () => {
  const api: ComponentApi = {
    name: 'Button',
    slug: 'button',
    area: 'material-ui',
    packageName: '@mui/material',
    packageVersion: '6.1.6',
    sourceFile: 'Button/Button.d.ts',
    imports: { path: "import Button from '@mui/material/Button';", named: "import { Button } from '@mui/material';" },
    typeParameters: [],
    description: '',
    props: [
      {
        name: 'onClick',
        required: false,
        type: '(event: Event) => void',
        signature: {
          params: [{ name: 'event', type: 'Event', optional: false, description: 'The `event`.' }],
          returns: { type: 'void', description: '' },
        },
        description: 'Called on click.\n\nSee [Button](/material-ui/api/button/).',
        deprecated: 'Use `onPress`.',
      },
    ],
    ref: { forwarded: true },
    spreadsNativeProps: true,
    systemProps: false,
    inheritance: [
      {
        component: 'ButtonBase',
        area: 'material-ui',
        url: 'https://mui.com/material-ui/api/button-base/',
        props: ['disableRipple'],
      },
      { component: 'Transition', url: 'https://reactcommunity.org/', props: [] },
    ],
    slots: [{ name: 'root', defaultClass: 'MuiButton-root', description: 'The `root`.' }],
    classes: [{ key: 'root', className: 'MuiButton-root', isGlobal: false, description: 'Root.', deprecated: '' }],
    demos: [],
  };

  it('renders the texts to HTML and links the inherited components', () => {
    const data = toPageData(api, {
      areaName: 'Material UI',
      permalink: '/material-ui/api/button/',
      resolveLink: createLinkResolver(known),
      apiPathOf: (area, name) =>
        area === 'material-ui' && name === 'ButtonBase' ? '/material-ui/api/button-base/' : undefined,
    });
    expect(data.props[0]).toEqual({
      name: 'onClick',
      required: false,
      type: '(event: Event) => void',
      signature: {
        params: [{ name: 'event', type: 'Event', optional: false, descriptionHtml: 'The <code>event</code>.' }],
        returns: { type: 'void', descriptionHtml: '' },
      },
      descriptionHtml: '<p>Called on click.</p><p>See <a href="/material-ui/api/button/">Button</a>.</p>',
      deprecatedHtml: '<p>Use <code>onPress</code>.</p>',
    });
    expect(data.inheritance).toEqual([
      { component: 'ButtonBase', path: '/material-ui/api/button-base/', props: ['disableRipple'] },
      { component: 'Transition', url: 'https://reactcommunity.org/', props: [] },
    ]);
    expect(data.slots[0].descriptionHtml).toBe('The <code>root</code>.');
    // Deprecated without a note still reads as deprecated.
    expect(data.classes[0].deprecatedHtml).toBe('');
    expect(data.descriptionHtml).toBe('');
    expect(data).toMatchObject({ areaName: 'Material UI', permalink: '/material-ui/api/button/' });
    // The import code is tokenized at build time, so the page needs no Prism in the browser.
    const importLines = parseHighlighted(data.importHighlighted)!;
    expect(textOfLines(importLines)).toBe(importCode(data.imports));
    expect(importLines[1]).toContainEqual({ types: ['comment'], content: '// or' });
  });
});
