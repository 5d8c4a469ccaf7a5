import {
  demoAnchor,
  demoAnchors,
  effectiveStyling,
  parseCodeStyling,
  parseCodeVariant,
  parseDemoHash,
  resolveCodeStyling,
  resolveCodeVariant,
} from './variants';

describe('parseDemoHash', () => {
  it.each([
    ['#ButtonVariants', { name: 'ButtonVariants' }],
    ['#ButtonVariants.js', { name: 'ButtonVariants', codeVariant: 'JS' }],
    ['#ButtonVariants.tsx', { name: 'ButtonVariants', codeVariant: 'TS' }],
    ['#tailwind-SliderStyled.tsx', { name: 'SliderStyled', codeVariant: 'TS', codeStyling: 'Tailwind' }],
    ['#css-SliderStyled.js', { name: 'SliderStyled', codeVariant: 'JS', codeStyling: 'CSS' }],
    ['#system-SliderStyled.tsx', { name: 'SliderStyled', codeVariant: 'TS', codeStyling: 'System' }],
    ['#tailwind-SliderStyled', { name: 'SliderStyled', codeStyling: 'Tailwind' }],
    ['ButtonVariants.js', { name: 'ButtonVariants', codeVariant: 'JS' }],
  ])('reads %s', (hash, expected) => {
    expect(parseDemoHash(hash)).toEqual(expected);
  });

  it.each(['', '#', '#.js', '#tailwind-.tsx', '#two words', '#%', '#%E0%A4%A', '#prop-%ZZ', '#Name.jsx', '#9Lives'])(
    'rejects %p',
    (hash) => {
      expect(parseDemoHash(hash)).toBeNull();
    },
  );

  it('accepts ordinary heading anchors as names (a demo only reacts to its own)', () => {
    expect(parseDemoHash('#accessibility')).toEqual({ name: 'accessibility' });
  });
});

describe('resolveCodeVariant', () => {
  it('defaults to TS', () => {
    expect(resolveCodeVariant('', undefined)).toBe('TS');
  });

  it('uses the cookie without a variant in the hash', () => {
    expect(resolveCodeVariant('', 'JS')).toBe('JS');
    expect(resolveCodeVariant('#ButtonVariants', 'JS')).toBe('JS');
    expect(resolveCodeVariant('#css-SliderStyled', 'JS')).toBe('JS');
  });

  it('prefers the hash over the cookie', () => {
    expect(resolveCodeVariant('#ButtonVariants.tsx', 'JS')).toBe('TS');
    expect(resolveCodeVariant('#ButtonVariants.js', 'TS')).toBe('JS');
    expect(resolveCodeVariant('#tailwind-SliderStyled.js', undefined)).toBe('JS');
  });

  it('ignores a cookie it does not understand', () => {
    expect(resolveCodeVariant('', 'Python')).toBe('TS');
  });

  it('falls back to the cookie, without throwing, when the hash is malformed', () => {
    for (const hash of ['#%', '#%E0%A4%A', '#tailwind-%ZZ.js']) {
      expect(resolveCodeVariant(hash, 'JS')).toBe('JS');
      expect(resolveCodeStyling(hash, 'CSS')).toBe('CSS');
    }
  });
});

describe('resolveCodeStyling', () => {
  it('defaults to System', () => {
    expect(resolveCodeStyling(null, null)).toBe('System');
  });

  it('uses the cookie without a styling in the hash', () => {
    expect(resolveCodeStyling('#SliderStyled.js', 'Tailwind')).toBe('Tailwind');
    expect(resolveCodeStyling('', 'MUI System')).toBe('System');
  });

  it('prefers the hash over the cookie', () => {
    expect(resolveCodeStyling('#css-SliderStyled.js', 'Tailwind')).toBe('CSS');
    expect(resolveCodeStyling('#system-SliderStyled.tsx', 'CSS')).toBe('System');
  });
});

describe('cookie values', () => {
  it('accept any case', () => {
    expect(parseCodeVariant('js')).toBe('JS');
    expect(parseCodeStyling('tailwind')).toBe('Tailwind');
    expect(parseCodeStyling('css')).toBe('CSS');
    expect(parseCodeStyling('MUI System')).toBe('System');
    expect(parseCodeStyling('system')).toBe('System');
    expect(parseCodeStyling('Bootstrap')).toBeNull();
  });
});

describe('effectiveStyling', () => {
  it('falls back to System for a demo without the chosen styling', () => {
    expect(effectiveStyling('Tailwind', ['System'])).toBe('System');
    expect(effectiveStyling('Tailwind', ['System', 'Tailwind'])).toBe('Tailwind');
  });
});

describe('demo anchors', () => {
  it('builds one anchor per variant and styling', () => {
    expect(demoAnchor('SliderStyled', 'JS', 'CSS')).toBe('css-SliderStyled.js');
    expect(demoAnchors('ButtonVariants', ['System'])).toEqual([
      'ButtonVariants',
      'system-ButtonVariants',
      'ButtonVariants.tsx',
      'system-ButtonVariants.tsx',
      'ButtonVariants.js',
      'system-ButtonVariants.js',
    ]);
    expect(demoAnchors('SliderStyled', ['System', 'Tailwind', 'CSS'])).toHaveLength(12);
  });

  it('round-trips through parseDemoHash', () => {
    for (const anchor of demoAnchors('SliderStyled', ['System', 'Tailwind', 'CSS'])) {
      expect(parseDemoHash(`#${anchor}`)?.name).toBe('SliderStyled');
    }
  });
});
