import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import styles from './styles.module.css';

/**
 * One line of a code block. theme-classic renders lines as `<div>`s, but `<code>` may only hold
 * phrasing content; a `<span>` shown as a block (a table row when numbered) looks the same and
 * is valid HTML. The line's classes and tokens are unchanged.
 */
export default function CodeBlockLine({
  line,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  // Prism gives an empty line as one "\n" token; next to the <br> below it would take two lines.
  const tokens = line.length === 1 && line[0].content === '\n' ? [{ ...line[0], content: '' }] : line;
  const lineProps = getLineProps({
    line: tokens,
    className: clsx(classNames, styles.line, showLineNumbers && styles.numberedLine),
  });
  const content = tokens.map((token, index) => (
    <LineToken key={index} {...getTokenProps({ token })} line={tokens} token={token} />
  ));
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.lineNumber} />
          <span className={styles.lineContent}>{content}</span>
        </>
      ) : (
        content
      )}
      {/* Keeps a line without tokens one line high. */}
      <br />
    </span>
  );
}
