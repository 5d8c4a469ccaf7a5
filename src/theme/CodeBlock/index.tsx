import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props as ThemeProps } from '@theme/CodeBlock';
import { PrerenderedTokensProvider } from './prerendered';

export type Props = ThemeProps & {
  /** Build-time tokens (serialized CompactLines), set on Markdown code by plugins/code-highlight. */
  highlighted?: string;
};

/**
 * Code block entry point. The theme-classic original re-mounts every block after hydration so
 * that the colours of the current mode replace the server's light ones; the swizzled Container
 * and Content carry both modes' colours instead, so the server markup is final and the block
 * hydrates in place.
 */
export default function CodeBlock({ children, highlighted, ...props }: Props): ReactNode {
  const text = asPlainText(children);
  if (text === null) return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <PrerenderedTokensProvider value={highlighted}>
      <StringContent {...props}>{text}</StringContent>
    </PrerenderedTokensProvider>
  );
}

/** The code as one string, or `null` when the children include elements (nothing to copy). */
function asPlainText(children: ReactNode): string | null {
  if (typeof children === 'string') return children;
  if (children === null || children === undefined) return null;
  const parts = React.Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return null;
  return parts.join('');
}
