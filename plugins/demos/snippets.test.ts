import { augmentsTypes, checkedSnippets, snippetModule } from './snippets';

const page = [
  '# Title', // 1
  '', // 2
  '```tsx title="theme.ts"', // 3
  "import { createTheme } from '@mui/material/styles';", // 4
  'export const theme = createTheme();', // 5
  '```', // 6
  '', // 7
  '```bash', // 8
  'npm install @mui/material', // 9
  '```', // 10
  '', // 11
  '```tsx nocheck', // 12
  "import { makeStyles } from '@material-ui/core';", // 13
  '```', // 14
  '', // 15
  '- In a list:', // 16
  '', // 17
  '  ```ts', // 18
  '  const a: number = 1;', // 19
  '  ```', // 20
  '````md', // 21
  '```tsx', // 22
  'not a fence of its own', // 23
  '```', // 24
  '````', // 25
].join('\n');

describe('checkedSnippets', () => {
  it('finds ts and tsx fences with their first code line, skipping nocheck and other languages', () => {
    expect(checkedSnippets(page)).toEqual([
      {
        line: 4,
        language: 'tsx',
        code: "import { createTheme } from '@mui/material/styles';\nexport const theme = createTheme();",
      },
      { line: 19, language: 'ts', code: 'const a: number = 1;' },
    ]);
  });

  it('makes every snippet a module', () => {
    expect(snippetModule({ line: 1, language: 'ts', code: 'const a = 1;' })).toBe('const a = 1;\nexport {};\n');
  });
});

describe('augmentsTypes', () => {
  const snippet = (code: string) => ({ line: 1, language: 'tsx', code });

  it('spots module augmentation and global declarations', () => {
    expect(augmentsTypes(snippet("declare module '@mui/material/styles' {\n  interface Palette {}\n}"))).toBe(true);
    expect(augmentsTypes(snippet('export {};\n  declare global {\n  interface Window {}\n}'))).toBe(true);
  });

  it('leaves ordinary modules, and the words in prose or strings, alone', () => {
    expect(augmentsTypes(snippet("import Button from '@mui/material/Button';\nconst a = <Button />;"))).toBe(false);
    expect(augmentsTypes(snippet("// we declare module-level state here\nconst label = 'declare global';"))).toBe(
      false,
    );
  });
});
