import { demoTitle } from './title';

describe('demoTitle', () => {
  it('turns a demo name into words', () => {
    expect(demoTitle('ButtonVariants')).toBe('Button variants');
    expect(demoTitle('TextFieldAdornments')).toBe('Text field adornments');
    expect(demoTitle('CSSGridLayout')).toBe('CSS grid layout');
  });

  it('names the styling when it is not MUI System', () => {
    expect(demoTitle('SliderStyled', 'Tailwind')).toBe('Slider styled (Tailwind)');
    expect(demoTitle('SliderStyled', 'System')).toBe('Slider styled');
  });
});
