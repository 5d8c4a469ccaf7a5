import { compactLines, linesForCode, parseHighlighted, textOfLines, type HighlightToken } from './compactTokens';

const lines: HighlightToken[][] = [
  [
    { types: ['keyword'], content: 'import' },
    { types: ['plain'], content: ' Button ' },
    { types: ['string', 'template-string'], content: "'x'" },
  ],
  [{ types: ['plain'], content: '\n', empty: true }],
  [{ types: ['plain'], content: 'end' }],
];

describe('compact highlighted lines', () => {
  it('writes plain tokens as bare text and others with their joined types', () => {
    expect(compactLines(lines)).toEqual([
      [['keyword', 'import'], ' Button ', ['string template-string', "'x'"]],
      [['plain', '\n', 1]],
      ['end'],
    ]);
  });

  it('reads back exactly what it wrote', () => {
    expect(parseHighlighted(JSON.stringify(compactLines(lines)))).toEqual(lines);
  });

  it('rejects anything that is not compact lines, without throwing', () => {
    for (const bad of [
      '',
      'not json',
      '{}',
      '[1]',
      '[[1]]',
      '[[["", "x"]]]',
      '[[["a", 2]]]',
      '[[["a", "b", 2]]]',
      '[[["a"]]]',
    ]) {
      expect(parseHighlighted(bad)).toBeNull();
    }
    expect(parseHighlighted(undefined)).toBeNull();
  });

  it('recovers the source text, blank lines included', () => {
    expect(textOfLines(lines)).toBe("import Button 'x'\n\nend");
  });

  it('keeps the lines of code that lost whole lines, and gives up on any other change', () => {
    expect(linesForCode(lines, "import Button 'x'\n\nend")).toEqual(lines);
    expect(linesForCode(lines, "import Button 'x'\nend")).toEqual([lines[0], lines[2]]);
    expect(linesForCode(lines, 'end')).toEqual([lines[2]]);
    expect(linesForCode(lines, "import Button 'y'\nend")).toBeNull();
    expect(linesForCode(lines, "end\nimport Button 'x'")).toBeNull();
  });
});
