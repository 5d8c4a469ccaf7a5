import React, { lazy, memo, Suspense, useMemo, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import type { HighlightToken } from '@site/src/lib/highlight/compactTokens';
import { createDualTokenStyler } from '../prismDualTheme';
import { usePrerenderedLines } from '../prerendered';
import { createTokenProps, lineProps } from '../tokenProps';
import { loadPrismLines } from './loadPrismLines';
import styles from './styles.module.css';

const PrismLines = lazy(loadPrismLines);

/** Untokenized lines, shown while Prism loads after a client-side navigation. */
function plainLines(code: string): HighlightToken[][] {
  return code.split('\n').map((content) => [{ types: ['plain'], content }]);
}

type TokenProps = ReturnType<typeof createTokenProps>;

interface LinesProps {
  lines: HighlightToken[][];
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
  tokenProps: TokenProps;
}

function Lines({ lines, lineClassNames, showLineNumbers, tokenProps }: LinesProps): ReactNode {
  return lines.map((line, index) => (
    <Line
      key={index}
      line={line}
      getLineProps={lineProps}
      getTokenProps={tokenProps}
      classNames={lineClassNames[index]}
      showLineNumbers={showLineNumbers}
    />
  ));
}

type LazyLinesProps = Omit<LinesProps, 'lines'> & { code: string; language: string };

/**
 * Lines Prism tokenizes in the browser. Memoized on what it shows: a re-render of the block
 * while the server markup waits for the Prism chunk would make React drop that markup and show
 * the fallback (React error 421).
 */
const LazyLines = memo(
  function LazyLines({ code, language, ...linesProps }: LazyLinesProps): ReactNode {
    return (
      <Suspense fallback={<Lines lines={plainLines(code)} {...linesProps} />}>
        <PrismLines code={code} language={language}>
          {(lines) => <Lines lines={lines} {...linesProps} />}
        </PrismLines>
      </Suspense>
    );
  },
  (before, after) =>
    before.code === after.code &&
    before.language === after.language &&
    before.showLineNumbers === after.showLineNumbers &&
    before.tokenProps === after.tokenProps &&
    JSON.stringify(before.lineClassNames) === JSON.stringify(after.lineClassNames),
);

/**
 * The highlighted `<pre>`: same markup as theme-classic's, with mode-independent colours.
 * Markdown code arrives tokenized at build time; other code is tokenized by Prism, loaded on
 * demand (server rendering waits for it, and hydration keeps the server's markup until then).
 */
export default function CodeBlockContent({ className: classNameProp }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { prism } = useThemeConfig();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const tokenProps = useMemo(
    () => createTokenProps(createDualTokenStyler(prism.theme, prism.darkTheme ?? prism.theme, language)),
    [prism, language],
  );
  const prerendered = usePrerenderedLines(code);
  const showLineNumbers = lineNumbersStart !== undefined;

  const linesProps = { lineClassNames, showLineNumbers, tokenProps };
  return (
    <pre
      ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
      // Scrollable region: keyboard users need to reach it to scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(classNameProp, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      <code
        className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
        style={showLineNumbers ? { counterReset: `line-count ${lineNumbersStart - 1}` } : undefined}
      >
        {prerendered ? (
          <Lines lines={prerendered} {...linesProps} />
        ) : (
          <LazyLines code={code} language={language} {...linesProps} />
        )}
      </code>
    </pre>
  );
}
