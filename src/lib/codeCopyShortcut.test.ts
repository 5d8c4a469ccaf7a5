/** @jest-environment jsdom */
import { registerCodeBlockShortcut } from './codeCopyShortcut';

function block(id: string) {
  const element = document.createElement('div');
  element.id = id;
  element.innerHTML = `<pre tabindex="0"><code>${id} code</code></pre><button type="button">Copy</button>`;
  document.body.appendChild(element);
  return element;
}

function pressCopy(init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true, cancelable: true, ...init });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

const hover = (element: Element) => element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));

describe('registerCodeBlockShortcut', () => {
  let first: HTMLElement;
  let second: HTMLElement;
  let copies: string[];
  let unregister: (() => void)[];

  beforeEach(() => {
    document.body.innerHTML = '<p id="prose">Some prose</p><input id="field" />';
    first = block('first');
    second = block('second');
    copies = [];
    unregister = [
      registerCodeBlockShortcut(first, () => copies.push('first')),
      registerCodeBlockShortcut(second, () => copies.push('second')),
    ];
  });

  afterEach(() => {
    unregister.forEach((stop) => stop());
    document.getSelection()?.removeAllRanges();
    (document.activeElement as HTMLElement | null)?.blur();
  });

  it('copies the hovered block and takes over the key press', () => {
    hover(first.querySelector('code')!);
    const event = pressCopy();
    expect(copies).toEqual(['first']);
    expect(event.defaultPrevented).toBe(true);
    pressCopy({ ctrlKey: false, metaKey: true });
    expect(copies).toEqual(['first', 'first']);
  });

  it('copies the focused block when nothing is hovered', () => {
    second.querySelector('pre')!.focus();
    pressCopy();
    expect(copies).toEqual(['second']);
  });

  it('follows whichever block was reached last', () => {
    hover(first);
    second.querySelector('button')!.focus();
    pressCopy();
    hover(first.querySelector('pre')!);
    pressCopy();
    expect(copies).toEqual(['second', 'first']);
  });

  it('does nothing once the pointer moves off the blocks and nothing in them has focus', () => {
    hover(first);
    hover(document.getElementById('prose')!);
    const event = pressCopy();
    expect(copies).toEqual([]);
    expect(event.defaultPrevented).toBe(false);
  });

  it('leaves Ctrl+C to the browser when text is selected', () => {
    hover(first);
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('prose')!);
    document.getSelection()!.addRange(range);
    const event = pressCopy();
    expect(copies).toEqual([]);
    expect(event.defaultPrevented).toBe(false);
  });

  it('leaves Ctrl+C to text fields', () => {
    hover(first);
    document.getElementById('field')!.focus();
    pressCopy();
    expect(copies).toEqual([]);
  });

  it('ignores other keys', () => {
    hover(first);
    pressCopy({ key: 'v' });
    pressCopy({ shiftKey: true });
    expect(copies).toEqual([]);
  });

  it('stops listening once every block is unregistered', () => {
    hover(first);
    unregister.forEach((stop) => stop());
    unregister = [];
    pressCopy();
    expect(copies).toEqual([]);
  });
});
