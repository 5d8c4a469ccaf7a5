import { importedNamesOf, localImportsOf, packageOf } from './imports';

describe('packageOf', () => {
  it('keeps the scope of a deep import and ignores relative paths', () => {
    expect(packageOf('@mui/material/Button')).toBe('@mui/material');
    expect(packageOf('@mui/material')).toBe('@mui/material');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('./team')).toBeNull();
  });
});

describe('importedNamesOf', () => {
  it('reads deep default imports by their folder and named imports by their exported name', () => {
    const source = [
      "import * as React from 'react';",
      "import Button from '@mui/material/Button';",
      "import { Stack as Column, Chip } from '@mui/material';",
      "import JoyInput, { inputClasses } from '@mui/joy/Input';",
      "import { Select } from '@mui/base/Select';",
      "import { createTheme } from '@mui/material/styles';",
    ].join('\n');
    expect(importedNamesOf(source)).toEqual([
      { packageName: '@mui/material', name: 'Button' },
      { packageName: '@mui/material', name: 'Stack' },
      { packageName: '@mui/material', name: 'Chip' },
      { packageName: '@mui/joy', name: 'Input' },
      { packageName: '@mui/joy', name: 'inputClasses' },
      { packageName: '@mui/base', name: 'Select' },
      { packageName: '@mui/material', name: 'createTheme' },
    ]);
  });

  it('leaves out type-only imports, side-effect imports and nested default imports', () => {
    const source = [
      "import type { ButtonProps } from '@mui/material/Button';",
      "import { type ChipProps, Chip } from '@mui/material';",
      "import '@fontsource/inter';",
      "import DeleteIcon from '@mui/icons-material/Delete';",
      "import enUS from '@mui/material/locale/enUS';",
    ].join('\n');
    expect(importedNamesOf(source)).toEqual([
      { packageName: '@mui/material', name: 'Chip' },
      { packageName: '@mui/icons-material', name: 'Delete' },
    ]);
  });
});

describe('localImportsOf', () => {
  it('lists relative imports only', () => {
    expect(localImportsOf("import a from './team';\nimport b from 'react';\nimport './x.module.css';")).toEqual([
      './team',
      './x.module.css',
    ]);
  });
});
