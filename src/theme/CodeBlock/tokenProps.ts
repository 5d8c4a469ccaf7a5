import clsx from 'clsx';
import type { CSSProperties } from 'react';
import type { HighlightToken } from '@site/src/lib/highlight/compactTokens';

/**
 * The line and token props prism-react-renderer's <Highlight> hands to theme-classic's Line,
 * for tokens that did not come from <Highlight> (build-time tokens): the same class names and
 * styles as with a theme without colours, plus the dual-theme colour variables.
 */
export function lineProps({ className }: { className?: string; line?: unknown }) {
  return { className: clsx('token-line', className) };
}

export function createTokenProps(styleForTypes: (types: readonly string[]) => CSSProperties | undefined) {
  return ({ token, className }: { token: HighlightToken; className?: string }) => {
    // Prism keeps a blank line's placeholder inline-block so that the line keeps its height.
    const { types, empty } = token;
    const inlineBlock = empty && !(types.length === 1 && types[0] !== 'plain');
    const colours = styleForTypes(types);
    const style = inlineBlock || colours ? { ...(inlineBlock && { display: 'inline-block' }), ...colours } : undefined;
    return { className: clsx('token', ...types, className), children: token.content, style };
  };
}
