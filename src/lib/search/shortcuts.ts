/**
 * Keyboard shortcuts that open the search dialog: Ctrl+K / Cmd+K anywhere, and `/` when the reader
 * is not typing in a field.
 */

export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
}

/** Minimal element shape, so this runs without a DOM in tests. */
interface ElementLike {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
  type?: string;
}

const TEXT_INPUT_TYPES = new Set([
  '',
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** Whether keys typed at `target` are text (inputs, text areas, selects, editable content). */
export function isTextField(target: EventTarget | null): boolean {
  const element = target as ElementLike | null;
  if (!element || typeof element.tagName !== 'string') return false;
  const tag = element.tagName.toUpperCase();
  if (element.isContentEditable) return true;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT')
    return TEXT_INPUT_TYPES.has((element.type ?? element.getAttribute?.('type') ?? '').toLowerCase());
  const role = element.getAttribute?.('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

/** Whether `event` should open (or, for Ctrl/Cmd+K while open, close) the search dialog. */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  const key = event.key.toLowerCase();
  if (key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return true;
  if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) return !isTextField(event.target);
  return false;
}

/** Label of the shortcut for the platform: `⌘K` on Apple devices, `Ctrl K` elsewhere. */
export function shortcutLabel(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘K' : 'Ctrl K';
}
