import { llmsFullTxt, llmsTxt, type AreaPages } from './llmsTxt';

const material: AreaPages = {
  name: 'Material UI',
  routeBase: '/material-ui',
  tagline: 'Material Design components.',
  docs: [
    {
      title: 'Button',
      description: 'Buttons\nstart actions.',
      markdownPath: '/material-ui/react-button.md',
      text: '# Button\n\nBody.\n',
    },
  ],
  api: [{ title: 'Button API', description: '', markdownPath: '/material-ui/api/button.md', text: '# Button API\n' }],
};
const site = {
  title: 'MUI Docs',
  summary: 'Docs for MUI.',
  absoluteUrl: (path: string) => `https://docs.example${path}`,
};

describe('llmsTxt', () => {
  it('follows the convention: title, summary, then a section of links per area', () => {
    const text = llmsTxt(site, [material]);
    expect(text.startsWith('# MUI Docs\n\n> Docs for MUI.\n\n')).toBe(true);
    expect(text).toContain('- [Material UI](https://docs.example/material-ui/llms-full.txt)');
    expect(text).toContain(
      '## Material UI\n\nMaterial Design components.\n\n- [Button](https://docs.example/material-ui/react-button.md): Buttons start actions.',
    );
    expect(text).toContain('## Material UI API\n\n- [Button API](https://docs.example/material-ui/api/button.md)\n');
  });
});

describe('llmsFullTxt', () => {
  it('joins an area’s guides, then its API pages', () => {
    expect(llmsFullTxt(material)).toBe('# Button\n\nBody.\n\n---\n\n# Button API\n');
  });
});
