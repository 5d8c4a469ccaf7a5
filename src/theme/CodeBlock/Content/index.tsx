import React, { useMemo, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { Highlight, type PrismTheme } from 'prism-react-renderer';
import type { Props } from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import { createDualTokenStyler } from '../prismDualTheme';
import styles from './styles.module.css';

/**
 * An empty theme: prism-react-renderer then only tokenizes and adds no colours of its own.
 * The colours of both modes come from `createDualTokenStyler` instead.
 */
const UNSTYLED_THEME: PrismTheme = { plain: {}, styles: [] };

type HighlightRenderProps = Parameters<React.ComponentProps<typeof Highlight>['children']>[0];
type GetTokenProps = HighlightRenderProps['getTokenProps'];

/** The highlighted `<pre>`: same markup as theme-classic's, with mode-independent colours. */
export default function CodeBlockContent({ className: classNameProp }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { prism } = useThemeConfig();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const styleForTypes = useMemo(
    () => createDualTokenStyler(prism.theme, prism.darkTheme ?? prism.theme, language),
    [prism, language],
  );
  const showLineNumbers = lineNumbersStart !== undefined;

  return (
    <Highlight theme={UNSTYLED_THEME} code={code} language={language}>
      {({ className, tokens, getLineProps, getTokenProps }) => {
        const getDualTokenProps: GetTokenProps = (input) => {
          const tokenProps = getTokenProps(input);
          const variables = styleForTypes(input.token.types);
          return variables ? { ...tokenProps, style: { ...tokenProps.style, ...variables } } : tokenProps;
        };
        return (
          <pre
            ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
            // Scrollable region: keyboard users need to reach it to scroll it.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className={clsx(classNameProp, className, styles.codeBlock, 'thin-scrollbar')}
          >
            <code
              className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
              style={showLineNumbers ? { counterReset: `line-count ${lineNumbersStart - 1}` } : undefined}
            >
              {tokens.map((line, index) => (
                <Line
                  key={index}
                  line={line}
                  getLineProps={getLineProps}
                  getTokenProps={getDualTokenProps}
                  classNames={lineClassNames[index]}
                  showLineNumbers={showLineNumbers}
                />
              ))}
            </code>
          </pre>
        );
      }}
    </Highlight>
  );
}
