/**
 * Open state of the search dialog, shared by every trigger (navbar button, mobile menu button,
 * keyboard shortcuts). Tiny on purpose: it ships in the main bundle.
 */

export interface SearchState {
  open: boolean;
  /** Element to focus again when the dialog is dismissed. */
  returnFocus: HTMLElement | null;
}

type Listener = () => void;

let state: SearchState = { open: false, returnFocus: null };
const listeners = new Set<Listener>();

/**
 * Characters typed after the shortcut but before the lazily loaded dialog mounted its input;
 * the dialog starts from them so fast typists lose nothing.
 */
let typedAhead = '';

function captureTypeAhead(event: KeyboardEvent) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key.length === 1) typedAhead += event.key;
  else if (event.key === 'Backspace') typedAhead = typedAhead.slice(0, -1);
}

function set(next: SearchState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const searchStore = {
  get: (): SearchState => state,
  getServer: (): SearchState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(returnFocus: HTMLElement | null) {
    if (state.open) return;
    typedAhead = '';
    if (typeof document !== 'undefined') document.addEventListener('keydown', captureTypeAhead);
    set({ open: true, returnFocus });
  },
  /** Called once by the dialog when its input is ready: hands over what was typed meanwhile. */
  takeTypedAhead(): string {
    if (typeof document !== 'undefined') document.removeEventListener('keydown', captureTypeAhead);
    const text = typedAhead;
    typedAhead = '';
    return text;
  },
  close() {
    if (state.open) set({ open: false, returnFocus: state.returnFocus });
  },
};
