import { splitTopLevelUnion, withoutUndefined } from './typeText';
import { parseComponentDoc } from './jsdoc';

describe('splitTopLevelUnion', () => {
  it('splits only at top-level bars', () => {
    expect(splitTopLevelUnion("'a' | 'b|c' | Array<string | number> | ((x: A | B) => void) | { a: 1 | 2 }")).toEqual([
      "'a'",
      "'b|c'",
      'Array<string | number>',
      '((x: A | B) => void)',
      '{ a: 1 | 2 }',
    ]);
  });
});

describe('withoutUndefined', () => {
  it('drops a top-level undefined member', () => {
    expect(withoutUndefined('string | undefined')).toBe('string');
    expect(withoutUndefined('((event: Event) => void) | undefined')).toBe('(event: Event) => void');
    expect(withoutUndefined('number | null | undefined')).toBe('number | null');
    expect(withoutUndefined('Partial<Record<string, string | undefined>>')).toBe(
      'Partial<Record<string, string | undefined>>',
    );
    expect(withoutUndefined('((a: A) => void) | ((b: B) => void) | undefined')).toBe(
      '((a: A) => void) | ((b: B) => void)',
    );
  });
});

describe('parseComponentDoc', () => {
  it('separates the prose from the generated Demos and API lists', () => {
    const doc = parseComponentDoc(
      [
        'The Fade transition.',
        '',
        'Demos:',
        '',
        '- [Transitions](https://mui.com/material-ui/transitions/)',
        '',
        'API:',
        '',
        '- [Fade API](https://mui.com/material-ui/api/fade/)',
        '- inherits [Transition API](https://reactcommunity.org/react-transition-group/transition/#Transition-props)',
      ].join('\n'),
    );
    expect(doc).toEqual({
      description: 'The Fade transition.',
      demos: [{ title: 'Transitions', url: 'https://mui.com/material-ui/transitions/' }],
      inherits: [
        { title: 'Transition', url: 'https://reactcommunity.org/react-transition-group/transition/#Transition-props' },
      ],
    });
  });

  it('keeps prose that follows the lists', () => {
    expect(parseComponentDoc('Demos:\n\n- [A](https://a/)\n\nMore text.').description).toBe('More text.');
  });
});
