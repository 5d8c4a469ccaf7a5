import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight, Prism, type PrismTheme } from 'prism-react-renderer';
import { tokenizeCode } from '@site/src/lib/highlight/prism';
import { createTokenProps, lineProps } from './tokenProps';

const UNSTYLED: PrismTheme = { plain: {}, styles: [] };
const samples: [string, string][] = [
  [
    'tsx',
    'import Button from \'@mui/material/Button\';\n\nexport default function Demo() {\n  return <Button variant="contained">Hi</Button>;\n}',
  ],
  ['bash', 'npm install @mui/material @emotion/react\n\n# done'],
  ['text', 'plain\n\nlines'],
];

type LineLike = { types: string[]; content: string; empty?: boolean }[];
function lineElements(
  lines: LineLike[],
  getLine: (input: { line: LineLike; className?: string }) => object,
  getToken: (input: { token: LineLike[number] }) => object,
) {
  return (
    <>
      {lines.map((line, index) => (
        <div key={index} {...getLine({ line, className: 'extra' })}>
          {line.map((token, key) => (
            <span key={key} {...getToken({ token })} />
          ))}
        </div>
      ))}
    </>
  );
}

describe('token props for build-time tokens', () => {
  it.each(samples)('renders %s code exactly like prism-react-renderer', (language, code) => {
    // The site's extra grammars (bash) are registered by tokenizeCode on the shared Prism.
    const ours = renderToStaticMarkup(
      lineElements(
        tokenizeCode(code, language),
        lineProps,
        createTokenProps(() => undefined),
      ),
    );
    const theirs = renderToStaticMarkup(
      <Highlight prism={Prism} theme={UNSTYLED} code={code} language={language}>
        {({ tokens, getLineProps, getTokenProps }) => lineElements(tokens, getLineProps, getTokenProps)}
      </Highlight>,
    );
    expect(ours).toBe(theirs);
  });

  it('adds the colour variables of the token types', () => {
    const props = createTokenProps((types) =>
      types.includes('keyword') ? ({ '--tl': '#00f' } as React.CSSProperties) : undefined,
    );
    expect(props({ token: { types: ['keyword'], content: 'import' } })).toEqual({
      className: 'token keyword',
      children: 'import',
      style: { '--tl': '#00f' },
    });
    expect(props({ token: { types: ['plain'], content: '\n', empty: true } }).style).toEqual({
      display: 'inline-block',
    });
  });
});
