import type { CodeStyling } from './types';

/** A readable title from a demo name: `ButtonVariants` -> `Button variants`, `CSSGrid` -> `CSS grid`. */
export function demoTitle(name: string, styling: CodeStyling = 'System'): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ');
  const text = words
    .map((word, index) => (index === 0 || /^[A-Z0-9]+$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
  return styling === 'System' ? text : `${text} (${styling})`;
}
