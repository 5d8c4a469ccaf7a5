/**
 * Toolpad's AppProvider always renders Material UI's CssBaseline, whose global rules (`html`,
 * `body`, `*`, …) would restyle the whole docs page the moment a demo mounts. This stylis
 * middleware drops the selectors that reach outside a demo, so a demo styles only itself.
 */
import type { Element, Middleware } from 'stylis';

/** Selectors that address the document rather than an element of the demo. */
const DOCUMENT_SELECTOR = /^\s*(html|body|:root|\*|strong|b)(?![\w-])/;

export function isDocumentSelector(selector: string): boolean {
  return DOCUMENT_SELECTOR.test(selector);
}

export const dropDocumentRules: Middleware = (element: Element) => {
  if (element.type !== 'rule' || !Array.isArray(element.props)) return;
  const kept = element.props.filter((selector) => !isDocumentSelector(selector));
  if (kept.length === element.props.length) return;
  element.props = kept;
  // A rule with no selector left is dropped: stringify writes nothing for a rule without children.
  if (kept.length === 0) element.children = [];
};
