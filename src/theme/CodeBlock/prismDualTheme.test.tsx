import React from 'react';
import { renderToString } from 'react-dom/server';
import { Highlight, themes, type PrismTheme } from 'prism-react-renderer';
import {
  createDualTokenStyler,
  createStyleDictionary,
  dualPlainVariables,
  resolveTokenStyle,
  TOKEN_PROPERTY_SUFFIXES,
} from './prismDualTheme';

const SAMPLE = `import * as React from 'react';
// A comment
export default function Greeting({ name }: { name: string }) {
  const count = 42;
  return <p className="greeting">Hello, {name}! {count}</p>;
}`;

/** What prism-react-renderer itself would put on each token for `theme`. */
function referenceTokenStyles(theme: PrismTheme, code: string, language: string) {
  const collected: { types: string[]; style: React.CSSProperties }[] = [];
  renderToString(
    <Highlight theme={theme} code={code} language={language}>
      {({ tokens, getTokenProps }) => {
        for (const line of tokens) {
          for (const token of line) {
            const { style } = getTokenProps({ token });
            collected.push({ types: token.types, style: { ...style } });
          }
        }
        return <></>;
      }}
    </Highlight>,
  );
  return collected;
}

function withoutLayout(style: React.CSSProperties) {
  const { display: _display, ...rest } = style;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
}

describe('resolveTokenStyle', () => {
  it.each([
    ['github', themes.github],
    ['vsDark', themes.vsDark],
  ])('gives the same token styles as prism-react-renderer for %s', (_name, theme) => {
    const dictionary = createStyleDictionary(theme, 'tsx');
    const reference = referenceTokenStyles(theme, SAMPLE, 'tsx');
    expect(reference.length).toBeGreaterThan(20);
    for (const { types, style } of reference) {
      expect(resolveTokenStyle(dictionary, types)).toEqual(withoutLayout(style ?? {}));
    }
  });

  it('honours language-specific entries', () => {
    const theme: PrismTheme = {
      plain: { color: '#000' },
      styles: [
        { types: ['keyword'], style: { color: '#111' } },
        { types: ['keyword'], languages: ['css'], style: { color: '#222' } },
      ],
    };
    expect(resolveTokenStyle(createStyleDictionary(theme, 'tsx'), ['keyword'])).toEqual({ color: '#111' });
    expect(resolveTokenStyle(createStyleDictionary(theme, 'css'), ['keyword'])).toEqual({ color: '#222' });
  });
});

describe('createDualTokenStyler', () => {
  const styler = createDualTokenStyler(themes.github, themes.vsDark, 'tsx');

  it('carries both modes as custom properties', () => {
    const github = createStyleDictionary(themes.github, 'tsx');
    const vsDark = createStyleDictionary(themes.vsDark, 'tsx');
    expect(styler(['keyword'])).toEqual({ '--tl': github.keyword.color, '--td': vsDark.keyword.color });
    expect(styler(['comment'])).toMatchObject({
      '--tl': themes.github.styles.find((entry) => entry.types.includes('comment'))!.style.color,
      '--tl-fs': 'italic',
    });
  });

  it('leaves plain text unstyled so it inherits the block colour', () => {
    expect(styler(['plain'])).toBeUndefined();
  });

  it('returns the same object for the same types', () => {
    expect(styler(['string'])).toBe(styler(['string']));
  });

  it('only emits properties the stylesheet reads', () => {
    const names = Object.values(TOKEN_PROPERTY_SUFFIXES).flatMap((suffix) => [`--tl${suffix}`, `--td${suffix}`]);
    for (const types of [['keyword'], ['comment'], ['string'], ['tag'], ['namespace'], ['punctuation']]) {
      for (const name of Object.keys(styler(types) ?? {})) expect(names).toContain(name);
    }
  });
});

describe('dualPlainVariables', () => {
  it('gives both modes’ text and background colours', () => {
    expect(dualPlainVariables(themes.github, themes.vsDark)).toEqual({
      '--cb-light-color': themes.github.plain.color,
      '--cb-light-bg': themes.github.plain.backgroundColor,
      '--cb-dark-color': themes.vsDark.plain.color,
      '--cb-dark-bg': themes.vsDark.plain.backgroundColor,
    });
  });
});
