import { packageOfSpecifier, pickVersions, runtimePackages } from './dependencies';

describe('packageOfSpecifier', () => {
  it.each([
    ['@mui/material/Button', '@mui/material'],
    ['@mui/material', '@mui/material'],
    ['react', 'react'],
    ['react-dom/client', 'react-dom'],
    ['./team', null],
    ['../shared', null],
    ['@broken', null],
  ])('%s -> %s', (specifier, expected) => {
    expect(packageOfSpecifier(specifier)).toBe(expected);
  });
});

describe('runtimePackages', () => {
  it('adds React and the styling engine Material UI runs on', () => {
    expect(runtimePackages(['react', '@mui/material/Button', './team'])).toEqual([
      '@emotion/react',
      '@emotion/styled',
      '@mui/material',
      'react',
      'react-dom',
    ]);
  });

  it('adds Material UI for its icons', () => {
    expect(runtimePackages(['@mui/icons-material/Send'])).toEqual([
      '@emotion/react',
      '@emotion/styled',
      '@mui/icons-material',
      '@mui/material',
      'react',
      'react-dom',
    ]);
  });

  it('needs nothing else for an unstyled component', () => {
    expect(runtimePackages(['@mui/base/Slider', 'react'])).toEqual(['@mui/base', 'react', 'react-dom']);
  });
});

describe('pickVersions', () => {
  it('fails naming the package that is not installed', () => {
    expect(() => pickVersions(['react', 'left-pad'], { react: '18.3.1' })).toThrow('"left-pad"');
  });
});
