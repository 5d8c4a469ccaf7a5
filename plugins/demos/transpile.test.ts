import fs from 'node:fs';
import path from 'node:path';
import { deriveJs, isPlainJavaScript, markBlankLines } from './transpile';

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

  it('leaves blank lines inside JSX and template literals alone', () => {
    const source = 'const text = `a\n\nb`;\n\nexport const X = () => (\n  <div>\n\n    <span />\n  </div>\n);\n';
    const marked = markBlankLines(source, 'x.tsx');
    expect(marked).toContain('`a\n\nb`');
    expect(marked).toContain('<div>\n\n    <span />');
    expect(marked.match(/@@demo-blank-line@@/g)).toHaveLength(1);
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

describe('isPlainJavaScript', () => {
  it('accepts JavaScript with JSX', () => {
    expect(
      isPlainJavaScript('export default function A() {\n  return <b className="x">{1 < 2}</b>;\n}\n', 'A.tsx'),
    ).toBe(true);
  });

  it.each([
    ['an annotation', 'let a: number = 1;'],
    ['an interface', 'interface A {\n  b: string;\n}'],
    ['a type alias', 'type A = string;'],
    ['a type-only import', "import type { A } from './a';"],
    ['an `as` cast', 'const a = b as string;'],
    ['`satisfies`', 'const a = {} satisfies object;'],
    ['a non-null assertion', 'const a = b!.c;'],
    ['an optional parameter', 'function f(a?) {}'],
    ['a generic call', 'const a = f<string>(b);'],
    ['a generic arrow function', 'const f = <T,>(a: T) => a;'],
    ['an access modifier', 'class A {\n  private b = 1;\n}'],
    ['an enum', 'enum Size {\n  Small,\n}'],
  ])('rejects %s', (_, source) => {
    expect(isPlainJavaScript(source, 'a.tsx')).toBe(false);
  });

  it('rejects a source that does not parse', () => {
    expect(isPlainJavaScript('const x = ;', 'a.ts')).toBe(false);
  });
});
