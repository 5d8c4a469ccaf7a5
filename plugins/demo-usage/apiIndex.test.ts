import path from 'node:path';
import {
  apiIndexOfPackages,
  apiPagesOf,
  demoPagesByApiPath,
  indexKey,
  isComponentPage,
  loadApiIndex,
  type ApiIndex,
} from './apiIndex';
import { fakeReader } from './testReader';

const index: ApiIndex = new Map([
  [indexKey('@mui/material', 'Button'), { name: 'Button', path: '/material-ui/api/button/' }],
  [indexKey('@mui/material', 'IconButton'), { name: 'IconButton', path: '/material-ui/api/icon-button/' }],
  [indexKey('@mui/joy', 'Button'), { name: 'Button', path: '/joy-ui/api/button/' }],
]);

describe('apiPagesOf', () => {
  it('keeps the components that have an API page, once each, by name', () => {
    const pages = apiPagesOf(
      [
        { packageName: '@mui/material', name: 'IconButton' },
        { packageName: '@mui/material', name: 'createTheme' },
        { packageName: '@mui/joy', name: 'Button' },
        { packageName: '@mui/material', name: 'Button' },
        { packageName: '@mui/material', name: 'IconButton' },
      ],
      index,
    );
    expect(pages.map((page) => page.path)).toEqual([
      '/joy-ui/api/button/',
      '/material-ui/api/button/',
      '/material-ui/api/icon-button/',
    ]);
  });
});

describe('demoPagesByApiPath', () => {
  it('lists, per API page, every doc page whose demos import the component', () => {
    const dir = '/site/docs/material-ui/components';
    const reader = fakeReader({
      [path.join(dir, 'button/Basic.tsx')]:
        "import Button from '@mui/material/Button';\nimport IconButton from '@mui/material/IconButton';",
      [path.join(dir, 'app-bar/Bar.tsx')]: "import { IconButton } from '@mui/material';",
    });
    const pages = [
      {
        title: 'Button',
        path: '/material-ui/react-button/',
        file: path.join(dir, 'button/button.mdx'),
        source: '<Demo name="Basic" />',
      },
      {
        title: 'App Bar',
        path: '/material-ui/react-app-bar/',
        file: path.join(dir, 'app-bar/app-bar.mdx'),
        source: '<Demo name="Bar" />',
      },
    ];
    const byPath = demoPagesByApiPath(pages, index, reader);
    expect(byPath.get('/material-ui/api/button/')).toEqual([{ title: 'Button', path: '/material-ui/react-button/' }]);
    expect(byPath.get('/material-ui/api/icon-button/')?.map((page) => page.title)).toEqual(['App Bar', 'Button']);
    expect(byPath.has('/joy-ui/api/button/')).toBe(false);
  });
});

describe('isComponentPage', () => {
  it("is true for pages under an area's components folder only", () => {
    expect(isComponentPage('/site/docs/joy-ui/components/card/card.mdx', '/site')).toBe(true);
    expect(isComponentPage('/site/docs/material-ui/customization/color.mdx', '/site')).toBe(false);
  });
});

describe('loadApiIndex', () => {
  it('indexes the installed libraries by package and component', () => {
    const loaded = loadApiIndex(['material-ui', 'joy-ui']);
    expect(loaded.get(indexKey('@mui/material', 'IconButton'))?.path).toBe('/material-ui/api/icon-button/');
    expect(loaded.get(indexKey('@mui/joy', 'Button'))?.path).toBe('/joy-ui/api/button/');
  });
});

describe('apiIndexOfPackages', () => {
  it('gives each extracted component its API page path', () => {
    const packages = [{ packageName: '@mui/joy', area: 'joy-ui', components: [{ name: 'ButtonGroup' }] }];
    expect(apiIndexOfPackages(packages as never).get(indexKey('@mui/joy', 'ButtonGroup'))).toEqual({
      name: 'ButtonGroup',
      path: '/joy-ui/api/button-group/',
    });
  });
});
