import { fullTextPathOf, markdownPathOf } from './markdownExport';

describe('markdownPathOf', () => {
  it('replaces the trailing slash with .md', () => {
    expect(markdownPathOf('/material-ui/react-button/')).toBe('/material-ui/react-button.md');
    expect(markdownPathOf('/joy-ui/api/button')).toBe('/joy-ui/api/button.md');
  });

  it('refuses the home page, which has no Markdown', () => {
    expect(() => markdownPathOf('/')).toThrow('home page');
  });
});

it('puts the full text of an area under its route', () => {
  expect(fullTextPathOf('/material-ui')).toBe('/material-ui/llms-full.txt');
});
