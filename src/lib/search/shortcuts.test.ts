import { isSearchShortcut, isTextField, shortcutLabel, type ShortcutEvent } from './shortcuts';

const element = (tagName: string, extra: Record<string, unknown> = {}) =>
  ({ tagName, getAttribute: () => null, ...extra }) as unknown as EventTarget;
const event = (key: string, extra: Partial<ShortcutEvent> = {}): ShortcutEvent => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: element('BODY'),
  ...extra,
});

describe('search shortcuts', () => {
  it('opens on Ctrl+K and Cmd+K, even in text fields', () => {
    expect(isSearchShortcut(event('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(event('K', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(event('k', { ctrlKey: true, target: element('INPUT', { type: 'text' }) }))).toBe(true);
    expect(isSearchShortcut(event('k'))).toBe(false);
    expect(isSearchShortcut(event('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
  });

  it('opens on / only outside text fields', () => {
    expect(isSearchShortcut(event('/'))).toBe(true);
    expect(isSearchShortcut(event('/', { target: element('A') }))).toBe(true);
    expect(isSearchShortcut(event('/', { target: element('INPUT', { type: 'checkbox' }) }))).toBe(true);
    expect(isSearchShortcut(event('/', { target: element('INPUT', { type: 'search' }) }))).toBe(false);
    expect(isSearchShortcut(event('/', { target: element('TEXTAREA') }))).toBe(false);
    expect(isSearchShortcut(event('/', { target: element('DIV', { isContentEditable: true }) }))).toBe(false);
    expect(isSearchShortcut(event('/', { ctrlKey: true }))).toBe(false);
  });

  it('ignores handled and composing key presses', () => {
    expect(isSearchShortcut(event('/', { defaultPrevented: true }))).toBe(false);
    expect(isSearchShortcut(event('k', { ctrlKey: true, isComposing: true }))).toBe(false);
  });

  it('recognises text fields by role too', () => {
    expect(isTextField(element('DIV', { getAttribute: (name: string) => (name === 'role' ? 'textbox' : null) }))).toBe(
      true,
    );
    expect(isTextField(null)).toBe(false);
  });

  it('labels the shortcut for the platform', () => {
    expect(shortcutLabel('MacIntel')).toBe('⌘K');
    expect(shortcutLabel('Linux x86_64')).toBe('Ctrl K');
  });
});
