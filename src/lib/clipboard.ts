/**
 * Writing text to the clipboard (spec section 8). The async Clipboard API is used when the
 * browser offers it; otherwise (or when it refuses) a temporary off-screen textarea is selected
 * and copied with `document.execCommand('copy')`. The environment is injected so the module
 * stays pure and testable; by default it is the page's `navigator` and `document`.
 */

export interface ClipboardNavigator {
  clipboard?: { writeText?: (text: string) => Promise<void> } | null;
}

/** The few DOM pieces the textarea fallback touches. */
export interface FallbackTextArea {
  value: string;
  style: Partial<Record<'position' | 'top' | 'left' | 'opacity' | 'pointerEvents' | 'fontSize', string>>;
  setAttribute: (name: string, value: string) => void;
  select: () => void;
  setSelectionRange?: (start: number, end: number) => void;
}

export interface FallbackSelection {
  rangeCount: number;
  getRangeAt: (index: number) => unknown;
  removeAllRanges: () => void;
  addRange: (range: never) => void;
}

export interface ClipboardDocument {
  createElement: (tagName: 'textarea') => FallbackTextArea;
  body: { appendChild: (node: never) => unknown; removeChild: (node: never) => unknown } | null;
  execCommand: (command: 'copy') => boolean;
  activeElement?: unknown;
  getSelection?: () => FallbackSelection | null;
}

export interface ClipboardEnvironment {
  navigator?: ClipboardNavigator;
  document?: ClipboardDocument;
}

export const NOT_ALLOWED_ERROR_NAME = 'NotAllowedError';
export const NOT_ALLOWED_ERROR_MESSAGE = 'The request is not allowed';

/** The error browsers use for a refused clipboard write: a DOMException named NotAllowedError. */
export function createNotAllowedError(): Error {
  if (typeof DOMException === 'function') {
    return new DOMException(NOT_ALLOWED_ERROR_MESSAGE, NOT_ALLOWED_ERROR_NAME);
  }
  const error = new Error(NOT_ALLOWED_ERROR_MESSAGE);
  error.name = NOT_ALLOWED_ERROR_NAME;
  return error;
}

function browserEnvironment(): ClipboardEnvironment {
  return {
    navigator: typeof navigator === 'undefined' ? undefined : navigator,
    document: typeof document === 'undefined' ? undefined : (document as unknown as ClipboardDocument),
  };
}

/**
 * Copies with a selected off-screen textarea. Returns whether the browser reported success;
 * the textarea is always removed and the reader's focus and selection are put back.
 */
export function copyWithTextArea(text: string, doc: ClipboardDocument): boolean {
  const parent = doc.body;
  if (!parent) return false;
  const textarea = doc.createElement('textarea');
  textarea.value = text;
  // Read-only keeps mobile keyboards closed; aria-hidden keeps it out of the accessibility tree.
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.setAttribute('tabindex', '-1');
  Object.assign(textarea.style, {
    position: 'fixed',
    top: '0',
    left: '-9999px',
    opacity: '0',
    pointerEvents: 'none',
    // At least 16px so iOS does not zoom in on focus.
    fontSize: '16px',
  });

  const previousFocus = doc.activeElement as { focus?: (options?: { preventScroll?: boolean }) => void } | null;
  const selection = doc.getSelection?.() ?? null;
  const previousRanges: unknown[] = [];
  if (selection) {
    for (let index = 0; index < selection.rangeCount; index += 1) previousRanges.push(selection.getRangeAt(index));
  }

  parent.appendChild(textarea as never);
  try {
    textarea.select();
    textarea.setSelectionRange?.(0, text.length);
    return doc.execCommand('copy') === true;
  } catch {
    return false;
  } finally {
    parent.removeChild(textarea as never);
    if (selection && previousRanges.length > 0) {
      selection.removeAllRanges();
      for (const range of previousRanges) selection.addRange(range as never);
    }
    if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus({ preventScroll: true });
  }
}

/**
 * Puts `text` on the clipboard exactly as given. Resolves once it is there; rejects with a
 * NotAllowedError ('The request is not allowed') when neither the Clipboard API nor the
 * textarea fallback succeeds.
 */
export async function copyText(text: string, environment: ClipboardEnvironment = browserEnvironment()): Promise<void> {
  const writeText = environment.navigator?.clipboard?.writeText;
  if (typeof writeText === 'function') {
    try {
      await writeText.call(environment.navigator!.clipboard, text);
      return;
    } catch {
      // Refused (permissions policy, unfocused document…): the textarea route may still work.
    }
  }
  if (environment.document && copyWithTextArea(text, environment.document)) return;
  throw createNotAllowedError();
}
