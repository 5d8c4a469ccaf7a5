/**
 * Ctrl/Cmd + C with nothing selected copies the code block the reader is pointing at or has
 * focused (spec section 8). Code blocks register themselves; one set of document listeners
 * serves them all and exists only while at least one block is mounted. Browser-only.
 */
import { hasTextSelection, isShortcutEligible, pickShortcutTarget, type ShortcutSource } from './codeCopy';

type CopyHandler = () => void;

const blocks = new Map<Element, CopyHandler>();
let hovered: Element | null = null;
let last: ShortcutSource | null = null;

function blockOf(node: unknown): Element | null {
  for (let element = node instanceof Element ? node : null; element; element = element.parentElement) {
    if (blocks.has(element)) return element;
  }
  return null;
}

function onMouseOver(event: MouseEvent) {
  hovered = blockOf(event.target);
  if (hovered) last = 'hover';
}

function onMouseOut(event: MouseEvent) {
  // The pointer left the window.
  if (event.relatedTarget === null) hovered = null;
}

function onFocusIn(event: FocusEvent) {
  if (blockOf(event.target)) last = 'focus';
}

function onKeyDown(event: KeyboardEvent) {
  const active = document.activeElement;
  const focused = active instanceof HTMLElement ? active : null;
  if (!isShortcutEligible({ event, hasSelection: hasTextSelection(document.getSelection()), focused })) return;
  const target = pickShortcutTarget({
    hovered: hovered && blocks.has(hovered) ? hovered : null,
    focused: blockOf(focused),
    last,
  });
  const copy = target && blocks.get(target);
  if (!copy) return;
  // Nothing is selected, so the browser would copy nothing: the block's code replaces that.
  event.preventDefault();
  copy();
}

function listen(add: boolean) {
  if (add) {
    document.addEventListener('mouseover', onMouseOver);
    document.addEventListener('mouseout', onMouseOut);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
  } else {
    document.removeEventListener('mouseover', onMouseOver);
    document.removeEventListener('mouseout', onMouseOut);
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('keydown', onKeyDown);
  }
}

/**
 * Makes Ctrl/Cmd + C copy `block` while it is hovered or focused; `copy` should copy the code
 * and show the block's "Copied" label. Returns the function that unregisters it.
 */
export function registerCodeBlockShortcut(block: Element, copy: CopyHandler): () => void {
  if (blocks.size === 0) listen(true);
  blocks.set(block, copy);
  return () => {
    if (blocks.get(block) !== copy) return;
    blocks.delete(block);
    if (hovered === block) hovered = null;
    if (blocks.size === 0) {
      listen(false);
      hovered = null;
      last = null;
    }
  };
}
