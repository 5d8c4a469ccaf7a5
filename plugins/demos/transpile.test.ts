import fs from 'node:fs';
import path from 'node:path';
import { DemoSyntaxError } from './syntaxErrors';
import { deriveJs, stripTypes } from './transpile';

const SAMPLE = `import * as React from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

interface SaveButtonProps {
  label: string;
  color?: ButtonProps['color'];
}

// Wide enough for "Saving…" without the button changing size.
const style: SxProps<Theme> = { minWidth: 120 };

export default function SaveButton({ label, color = 'primary' }: SaveButtonProps) {
  const [saving, setSaving] = React.useState<boolean>(false);

  const save = async () => {
    setSaving(true);
    await new Promise<void>((resolve) => setTimeout(resolve, 500));
    setSaving(false);
  };
  return (
    <Button sx={style} color={color} disabled={saving} onClick={save}>
      {saving ? 'Saving…' : (label as string)}
    </Button>
  );
}
`;

const EXPECTED = `import * as React from 'react';
import Button from '@mui/material/Button';

// Wide enough for "Saving…" without the button changing size.
const style = { minWidth: 120 };

export default function SaveButton({ label, color = 'primary' }) {
  const [saving, setSaving] = React.useState(false);

  const save = async () => {
    setSaving(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    setSaving(false);
  };
  return (
    <Button sx={style} color={color} disabled={saving} onClick={save}>
      {saving ? 'Saving…' : label}
    </Button>
  );
}`;

describe('deriveJs', () => {
  it('strips the types, keeps JSX, comments and blank lines, and formats', async () => {
    expect(await deriveJs(SAMPLE, 'SaveButton.tsx')).toBe(EXPECTED);
  });

  it('derives the JavaScript of a demo on the site exactly', async () => {
    const file = path.resolve(__dirname, '../../docs/docs-infra/test-pages/TeamList.tsx');
    expect(await deriveJs(fs.readFileSync(file, 'utf8'), 'TeamList.tsx')).toBe(`import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { team } from './team';

function byName(a, b) {
  return a.name.localeCompare(b.name);
}

export default function TeamList() {
  return (
    <List dense sx={{ maxWidth: 320 }}>
      {[...team].sort(byName).map((member) => (
        <ListItem key={member.name}>
          <ListItemText primary={member.name} secondary={member.role} />
        </ListItem>
      ))}
    </List>
  );
}`);
  });

  it('derives plain TypeScript modules', async () => {
    const source = 'export interface Row {\n  id: number;\n}\n\nexport const rows: Row[] = [{ id: 1 }];\n';
    expect(await deriveJs(source, 'rows.ts')).toBe('export const rows = [{ id: 1 }];');
  });

  it('leaves blank lines inside template literals alone', async () => {
    const source = 'const text: string = `a\n\nb`;\n\nexport const X = () => <pre>{text}</pre>;\n';
    expect(await deriveJs(source, 'X.tsx')).toBe(source.replace(': string', '').trim());
  });

  it('gives a demo without type syntax back as written', async () => {
    // Through TypeScript and Prettier, the template literal would come back on one line.
    const source = "export const label = (open) =>\n  `menu ${\n    open ? 'menu-open' : 'menu-closed'\n  }`;\n";
    expect(await deriveJs(source, 'label.ts')).toBe(source.trim());
  });

  it('reports syntax errors with the file name, line and column', async () => {
    await expect(deriveJs('const a = 1;\n\nconst x = ;', 'docs/x/Broken.tsx')).rejects.toThrow(
      'docs/x/Broken.tsx:3:11: Expression expected.',
    );
  });
});

describe('stripTypes', () => {
  it('gives JavaScript with JSX back as it is', () => {
    const source = 'export default function A() {\n  return <b className="x">{1 < 2}</b>;\n}\n';
    expect(stripTypes(source, 'A.tsx')).toBe(source);
  });

  it.each([
    ['an annotation', 'let a: number = 1;', 'let a = 1;'],
    ['an interface', 'interface A {\n  b: string;\n}\nconst c = 1;', 'const c = 1;'],
    ['a type alias', 'type A = string;\nconst c = 1;', 'const c = 1;'],
    ['an `as` cast', 'const a = b as string;', 'const a = b;'],
    ['`satisfies`', 'const a = {} satisfies object;', 'const a = {};'],
    ['a non-null assertion', 'const a = b!.c;', 'const a = b.c;'],
    ['an optional parameter', 'function f(a?) {}', 'function f(a) {}'],
    ['a generic call', 'const a = f<string>(b);', 'const a = f(b);'],
    ['a generic arrow function', 'const f = <T,>(a: T) => a;', 'const f = (a) => a;'],
    ['an access modifier', 'class A {\n  private b = 1;\n}', 'class A {\n  b = 1;\n}'],
  ])('strips %s', (_, source, js) => {
    // Blanked in place (Prettier closes the gaps): the same code, spaces aside.
    const withoutSpaces = (code: string) => code.replace(/\s+/g, '');
    expect(withoutSpaces(stripTypes(source, 'a.tsx'))).toBe(withoutSpaces(js));
  });

  it('drops imports used only as types, as TypeScript does, and keeps React for JSX', () => {
    const source = [
      "import * as React from 'react';",
      "import Popper, { PopperPlacementType, popperClasses } from '@mui/base/Popper';",
      "import type { Theme } from '@mui/material/styles';",
      "import { SxProps } from '@mui/system';",
      "import { unused } from './unused';",
      '',
      'const placement: PopperPlacementType = "top";',
      'const sx: SxProps<Theme> = {};',
      'export const A = () => <Popper className={popperClasses.root} placement={placement} sx={sx} />;',
      '',
    ].join('\n');
    expect(stripTypes(source, 'A.tsx').split('\n').slice(0, 2)).toEqual([
      "import * as React from 'react';",
      "import Popper, { popperClasses } from '@mui/base/Popper';",
    ]);
    expect(stripTypes(source, 'A.tsx')).not.toMatch(/Theme|SxProps|unused/);
  });

  it("drops the comments of what was types only, and the lines it held, keeping the source's blank lines", () => {
    const source = [
      "import Box from '@mui/material/Box';",
      '// Only a type: the Theme augmentation.',
      "import type {} from '@mui/material/themeCssVarsAugmentation';",
      '',
      '/** What a row holds. */',
      'interface Row {',
      '  id: number;',
      '}',
      '',
      'export const rows: Row[] = [{ id: 1 }]; // stays',
      'export const B = Box;',
      '',
    ].join('\n');
    const blankedAnnotation = ' '.repeat(': Row[]'.length);
    expect(stripTypes(source, 'rows.ts')).toBe(
      `import Box from '@mui/material/Box';\n\n\nexport const rows${blankedAnnotation} = [{ id: 1 }]; // stays\nexport const B = Box;\n`,
    );
  });

  it('reports TypeScript that has no JavaScript in place, with where it is', () => {
    const enumDemo = 'const a = 1;\nenum Size {\n  Small,\n}\n';
    expect(() => stripTypes(enumDemo, 'docs/x/Sizes.tsx')).toThrow(DemoSyntaxError);
    expect(() => stripTypes(enumDemo, 'docs/x/Sizes.tsx')).toThrow(
      /^docs\/x\/Sizes\.tsx:2:1: this TypeScript has no JavaScript of its own to show/,
    );
  });

  it('reports a source that does not parse', () => {
    expect(() => stripTypes('const x = ;', 'a.ts')).toThrow('a.ts:1:11: Expression expected.');
  });
});
