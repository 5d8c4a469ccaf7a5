import { parseHighlighted, textOfLines } from './compactTokens';
import { ADDITIONAL_PRISM_LANGUAGES, highlightedProp, tokenizeCode } from './prism';

describe('tokenizeCode', () => {
  it('highlights the bundled languages', () => {
    const [line] = tokenizeCode("import Button from '@mui/material/Button';", 'tsx');
    expect(line[0]).toEqual({ types: ['keyword'], content: 'import' });
    expect(line.some((token) => token.types.includes('string') && token.content === "'@mui/material/Button'")).toBe(
      true,
    );
  });

  it('highlights the extra languages the site registers, next to the bundled ones', () => {
    expect(ADDITIONAL_PRISM_LANGUAGES).toEqual(['bash']);
    expect(tokenizeCode('npm install @mui/material', 'bash')[0][0]).toEqual({ types: ['function'], content: 'npm' });
    expect(tokenizeCode('{"a": 1}', 'json')[0].some((token) => token.types.includes('property'))).toBe(true);
    // Registering does not leave a global Prism behind.
    expect((globalThis as { Prism?: unknown }).Prism).toBeUndefined();
  });

  it('keeps unknown languages as plain lines', () => {
    expect(tokenizeCode('a\nb', 'not-a-language')).toEqual([
      [{ types: ['plain'], content: 'a' }],
      [{ types: ['plain'], content: 'b' }],
    ]);
  });

  it.each([
    ['tsx', 'const a = 1;\n\n// done\n  <Box sx={{ p: 2 }} />'],
    ['bash', 'npm install\n\nyarn add x'],
    ['css', '.a {\n  color: red;\n}\n'],
    ['text', 'plain\n\n\nlines'],
  ])('keeps every character of %s code', (language, code) => {
    expect(textOfLines(tokenizeCode(code, language))).toBe(code);
  });
});

describe('highlightedProp', () => {
  it('serializes the tokens compactly for the CodeBlock prop', () => {
    const serialized = highlightedProp('const a = 1;', 'ts');
    expect(serialized).toBe('[[["keyword","const"]," a ",["operator","="]," ",["number","1"],["punctuation",";"]]]');
    expect(parseHighlighted(serialized)).toEqual(tokenizeCode('const a = 1;', 'ts'));
  });
});
