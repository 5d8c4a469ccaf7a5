import path from 'node:path';
import { demoFilesOf, demoNamesOf, pageImportsOf, withoutFences } from './usage';
import { fakeReader } from './testReader';

const DIR = '/site/docs/material-ui/components/button';
const at = (name: string) => path.join(DIR, name);

describe('demoNamesOf', () => {
  it('lists each demo once, in order, and skips demos shown inside code fences', () => {
    const mdx = [
      '<Demo name="ButtonVariants" />',
      '```mdx',
      '<Demo name="Example" />',
      '```',
      '<Demo name="ButtonIcons" />',
      '<Demo name="ButtonVariants" />',
    ].join('\n');
    expect(demoNamesOf(mdx)).toEqual(['ButtonVariants', 'ButtonIcons']);
  });

  it('keeps text after a fence of four backticks that contains three', () => {
    expect(withoutFences('a\n````md\n```\nb\n```\n````\nc')).toBe('a\nc');
  });
});

describe('demoFilesOf and pageImportsOf', () => {
  const reader = fakeReader({
    [at('Cards.tsx')]: "import Card from '@mui/material/Card';\nimport { people } from './people';",
    [at('Cards.tailwind.tsx')]: "import { Avatar } from '@mui/material';",
    [at('people.ts')]: "import Chip from '@mui/material/Chip';\nimport './unused.css';",
    [at('Other.tsx')]: "import Button from '@mui/material/Button';",
  });

  it('reads every styling and the sibling scripts they import', () => {
    expect(demoFilesOf(DIR, 'Cards', reader)).toEqual([at('Cards.tsx'), at('Cards.tailwind.tsx'), at('people.ts')]);
  });

  it("collects the imports of the page's demos only", () => {
    const imports = pageImportsOf(at('cards.mdx'), '<Demo name="Cards" />', reader).map((entry) => entry.name);
    expect(imports).toEqual(['Card', 'Avatar', 'Chip']);
  });
});
