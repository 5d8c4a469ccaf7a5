/**
 * The deprecations list comes from the installed declaration files: these entries are marked
 * `@deprecated` in @mui/material 6.1.6.
 */
import path from 'node:path';
import type { PackageApi } from '../../src/lib/apiDocs/types';
import { deprecatedApisOf, withoutGuideReference } from './deprecations';
import { extractPackage } from './extract/extractPackage';
import { createPackageProgram } from './extract/program';

jest.setTimeout(120_000);

const nodeModulesDir = path.resolve(__dirname, '../../node_modules');

describe('deprecatedApisOf (@mui/material)', () => {
  let material: PackageApi;

  beforeAll(() => {
    material = extractPackage({
      area: 'material-ui',
      packageName: '@mui/material',
      nodeModulesDir,
      extractorHash: 'test',
      packageProgram: createPackageProgram(nodeModulesDir, '@mui/material'),
      only: ['TextField', 'Hidden', 'Button', 'Stack'],
    });
  });

  const pathOf = (_area: string, name: string) => `/material-ui/api/${name.toLowerCase()}/`;

  it('lists deprecated components, props and classes with the replacement their types name', () => {
    const entries = deprecatedApisOf(material, pathOf);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          component: 'Hidden',
          kind: 'component',
          href: '/material-ui/api/hidden/',
          message: expect.stringContaining('deprecated in Material UI v5'),
        }),
        {
          component: 'TextField',
          kind: 'prop',
          name: 'InputProps',
          href: '/material-ui/api/textfield/#prop-InputProps',
          message: 'Use `slotProps.input` instead. This prop will be removed in v7.',
        },
        expect.objectContaining({
          component: 'Button',
          kind: 'class',
          name: 'textInherit',
          href: '/material-ui/api/button/#classes-textInherit',
        }),
      ]),
    );
  });

  it('leaves out what is not deprecated and keeps component order', () => {
    const entries = deprecatedApisOf(material, pathOf);
    expect(entries.some((entry) => entry.component === 'Stack')).toBe(false);
    expect(entries.some((entry) => entry.component === 'TextField' && entry.name === 'slotProps')).toBe(false);
    const components = entries.map((entry) => entry.component);
    expect(components).toEqual([...components].sort((a, b) => a.localeCompare(b)));
  });
});

describe('withoutGuideReference', () => {
  it('drops the sentence pointing to the migration guide and keeps the rest', () => {
    expect(
      withoutGuideReference(
        'Use `slots.paper` instead. This prop will be removed in v7. See [Migrating from deprecated APIs](https://mui.com/material-ui/migration/migrating-from-deprecated-apis/) for more details.',
      ),
    ).toBe('Use `slots.paper` instead. This prop will be removed in v7.');
    expect(withoutGuideReference('Use the `Grid2` component instead.')).toBe('Use the `Grid2` component instead.');
  });
});
