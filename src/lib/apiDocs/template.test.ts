import { fillTemplate, splitTemplate } from './template';

describe('templates', () => {
  it('splits text and placeholders', () => {
    expect(splitTemplate('The props of the {component} component.')).toEqual([
      { text: 'The props of the ' },
      { placeholder: 'component' },
      { text: ' component.' },
    ]);
    expect(splitTemplate('{name}')).toEqual([{ placeholder: 'name' }]);
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(fillTemplate('{name} API', { name: 'Button' })).toBe('Button API');
    expect(fillTemplate('{name} and {other}', { name: 'A' })).toBe('A and {other}');
  });
});
