/**
 * Copy-button behaviour shared by code blocks and the standalone `CopyButton` (spec section 8):
 * how long the "Copied" label stays, and when Ctrl/Cmd + C copies a whole code block.
 * Everything here is pure: timers and DOM facts are passed in, so it runs in Node tests.
 */

export { COPY_LABEL_REVERT_MS_IN_PAGE, COPY_LABEL_REVERT_MS_STANDALONE } from './constants';

/* ------------------------------------------------------------------------------------------ */
/* Label timing                                                                                */
/* ------------------------------------------------------------------------------------------ */

export interface CopyLabelState {
  copied: boolean;
  /** Bumped on every successful copy, so that only the newest timer may revert the label. */
  generation: number;
}

export type CopyLabelAction = { type: 'copied' } | { type: 'revert'; generation: number };

export const INITIAL_COPY_LABEL_STATE: CopyLabelState = { copied: false, generation: 0 };

export function copyLabelReducer(state: CopyLabelState, action: CopyLabelAction): CopyLabelState {
  switch (action.type) {
    case 'copied':
      return { copied: true, generation: state.generation + 1 };
    case 'revert':
      // A timer started by an earlier click must not cut a later "Copied" short.
      return action.generation === state.generation && state.copied ? { ...state, copied: false } : state;
    default:
      return state;
  }
}

export interface Timers<Handle = unknown> {
  setTimeout: (callback: () => void, ms: number) => Handle;
  clearTimeout: (handle: Handle) => void;
}

export interface CopyLabelTimer {
  /** Call after a successful copy: shows "Copied" and (re)starts the revert timer. */
  markCopied: () => void;
  isCopied: () => boolean;
  /** Cancels the pending revert; later calls do nothing (for unmounting). */
  dispose: () => void;
}

/**
 * Drives the Copy → Copied → Copy label. `onChange` is called only when the label flips.
 * A second copy while "Copied" is shown restarts the full `revertMs` period.
 */
export function createCopyLabelTimer<Handle>({
  revertMs,
  timers,
  onChange,
}: {
  revertMs: number;
  timers: Timers<Handle>;
  onChange: (copied: boolean) => void;
}): CopyLabelTimer {
  let state = INITIAL_COPY_LABEL_STATE;
  let pending: { handle: Handle } | null = null;
  let disposed = false;

  const dispatch = (action: CopyLabelAction) => {
    const next = copyLabelReducer(state, action);
    const flipped = next.copied !== state.copied;
    state = next;
    if (flipped) onChange(next.copied);
  };

  const cancel = () => {
    if (pending) timers.clearTimeout(pending.handle);
    pending = null;
  };

  return {
    markCopied() {
      if (disposed) return;
      cancel();
      dispatch({ type: 'copied' });
      const { generation } = state;
      pending = {
        handle: timers.setTimeout(() => {
          pending = null;
          dispatch({ type: 'revert', generation });
        }, revertMs),
      };
    },
    isCopied: () => state.copied,
    dispose() {
      disposed = true;
      cancel();
    },
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Keyboard shortcut                                                                           */
/* ------------------------------------------------------------------------------------------ */

export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  defaultPrevented?: boolean;
  isComposing?: boolean;
  repeat?: boolean;
}

/** The element that has focus, reduced to what the shortcut needs to know. */
export interface FocusedElementInfo {
  tagName: string;
  isContentEditable?: boolean;
}

/** Ctrl + C or Cmd + C, without Shift or Alt (Ctrl + Shift + C opens developer tools). */
export function isCopyShortcut(event: ShortcutKeyEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'c';
}

const TEXT_ENTRY_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** True when focus is somewhere the reader types, where Ctrl + C must keep its usual meaning. */
export function isTextEntry(focused: FocusedElementInfo | null | undefined): boolean {
  if (!focused) return false;
  return TEXT_ENTRY_TAGS.has(focused.tagName.toUpperCase()) || focused.isContentEditable === true;
}

/** A non-empty text selection, as reported by `document.getSelection()`. */
export function hasTextSelection(selection: { isCollapsed: boolean; toString(): string } | null | undefined): boolean {
  return Boolean(selection && !selection.isCollapsed && selection.toString() !== '');
}

/**
 * Whether Ctrl/Cmd + C should copy a whole code block: only when it is the plain copy shortcut,
 * nothing is selected (the browser's own copy wins then), and focus is not in a text field or
 * editable region.
 */
export function isShortcutEligible({
  event,
  hasSelection,
  focused,
}: {
  event: ShortcutKeyEvent;
  hasSelection: boolean;
  focused: FocusedElementInfo | null | undefined;
}): boolean {
  if (event.defaultPrevented || event.isComposing || event.repeat) return false;
  if (!isCopyShortcut(event)) return false;
  if (hasSelection) return false;
  return !isTextEntry(focused);
}

export type ShortcutSource = 'hover' | 'focus';

/**
 * The code block the shortcut copies: whichever of the hovered block and the block holding
 * focus the reader reached last; the other one when the latest is gone.
 */
export function pickShortcutTarget<T>({
  hovered,
  focused,
  last,
}: {
  hovered: T | null;
  focused: T | null;
  last: ShortcutSource | null;
}): T | null {
  return last === 'focus' ? (focused ?? hovered) : (hovered ?? focused);
}
