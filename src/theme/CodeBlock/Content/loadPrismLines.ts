/**
 * The chunk that tokenizes code in the browser. Exported on its own so that a control about to
 * show code (a demo's "Show code" button) can start loading it on hover or focus.
 */
export const loadPrismLines = () => import('./PrismLines');
