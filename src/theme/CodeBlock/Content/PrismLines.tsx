import { useMemo, type ReactNode } from 'react';
import { tokenizeCode } from '@site/src/lib/highlight/prism';
import type { HighlightToken } from '@site/src/lib/highlight/compactTokens';

/** Tokenizes code in the browser; a chunk of its own, so that only pages that need Prism load it. */
export default function PrismLines({
  code,
  language,
  children,
}: {
  code: string;
  language: string;
  children: (lines: HighlightToken[][]) => ReactNode;
}): ReactNode {
  const lines = useMemo(() => tokenizeCode(code, language), [code, language]);
  return children(lines);
}
