import { createContext, useContext, useMemo } from 'react';
import { linesForCode, parseHighlighted, type HighlightToken } from '@site/src/lib/highlight/compactTokens';

const PrerenderedTokensContext = createContext<string | undefined>(undefined);

export const PrerenderedTokensProvider = PrerenderedTokensContext.Provider;

/**
 * The build-time tokens of the code block being rendered (without the lines magic comments
 * removed), or `null` when there are none or they do not spell out `code`: Prism must
 * tokenize it then.
 */
export function usePrerenderedLines(code: string): HighlightToken[][] | null {
  const serialized = useContext(PrerenderedTokensContext);
  return useMemo(() => {
    const lines = parseHighlighted(serialized);
    return lines && linesForCode(lines, code);
  }, [serialized, code]);
}
