import React, { lazy, Suspense, useMemo, type ReactNode, type RefObject } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
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
 * Lines Prism tokenizes in the browser, for code that has no build-time tokens. The server and
 * the hydrating client both show the code untokenized, so their markup agrees; once the page is
 * interactive Prism loads and colours it. (Suspending during hydration instead makes React
 * throw away the server's markup whenever anything above the block updates: React error 421.)
 */
function LazyLines({ code, language, ...linesProps }: LazyLinesProps): ReactNode {
  const isBrowser = useIsBrowser();
  const fallback = <Lines lines={plainLines(code)} {...linesProps} />;
  if (!isBrowser) return fallback;
  return (
    <Suspense fallback={fallback}>
      <PrismLines code={code} language={language}>
        {(lines) => <Lines lines={lines} {...linesProps} />}
      </PrismLines>
    </Suspense>
  );
}

/**
 * The highlighted `<pre>`: same markup as theme-classic's, with mode-independent colours.
 * Markdown code, API snippets and template sources arrive tokenized at build time; other code
 * is tokenized by Prism, loaded on demand (see LazyLines).
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
