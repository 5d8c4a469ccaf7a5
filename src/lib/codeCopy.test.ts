import {
  COPY_LABEL_REVERT_MS_IN_PAGE,
  COPY_LABEL_REVERT_MS_STANDALONE,
  INITIAL_COPY_LABEL_STATE,
  copyLabelReducer,
  createCopyLabelTimer,
  hasTextSelection,
  isCopyShortcut,
  isShortcutEligible,
  isTextEntry,
  pickShortcutTarget,
  type ShortcutKeyEvent,
  type Timers,
} from './codeCopy';

/** A manual clock: timers fire only when `advance` passes their due time. */
function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { due: number; callback: () => void }>();
  const timers: Timers<number> = {
    setTimeout: (callback, ms) => {
      const id = nextId++;
      pending.set(id, { due: now + ms, callback });
      return id;
    },
    clearTimeout: (id) => {
      pending.delete(id);
    },
  };
  const advance = (ms: number) => {
    const target = now + ms;
    for (;;) {
      const due = [...pending.entries()]
        .filter(([, timer]) => timer.due <= target)
        .sort((a, b) => a[1].due - b[1].due)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].due;
      due[1].callback();
    }
    now = target;
  };
  return { timers, advance, pendingCount: () => pending.size };
}

function setup(revertMs: number) {
  const clock = fakeTimers();
  const changes: boolean[] = [];
  const timer = createCopyLabelTimer({ revertMs, timers: clock.timers, onChange: (copied) => changes.push(copied) });
  return { ...clock, timer, changes };
}

describe('copy label constants', () => {
  it('match the spec', () => {
    expect(COPY_LABEL_REVERT_MS_IN_PAGE).toBe(2000);
    expect(COPY_LABEL_REVERT_MS_STANDALONE).toBe(1200);
  });
});

describe('copyLabelReducer', () => {
  it('shows Copied and bumps the generation on every copy', () => {
    const once = copyLabelReducer(INITIAL_COPY_LABEL_STATE, { type: 'copied' });
    expect(once).toEqual({ copied: true, generation: 1 });
    expect(copyLabelReducer(once, { type: 'copied' })).toEqual({ copied: true, generation: 2 });
  });

  it('reverts only for the newest generation', () => {
    const state = { copied: true, generation: 2 };
    expect(copyLabelReducer(state, { type: 'revert', generation: 1 })).toBe(state);
    expect(copyLabelReducer(state, { type: 'revert', generation: 2 })).toEqual({ copied: false, generation: 2 });
  });
});

describe.each([
  ['in-page code blocks', COPY_LABEL_REVERT_MS_IN_PAGE, 2000],
  ['the standalone button', COPY_LABEL_REVERT_MS_STANDALONE, 1200],
])('createCopyLabelTimer for %s', (_name, revertMs, expectedMs) => {
  it(`reverts to Copy at exactly ${expectedMs} ms`, () => {
    const { timer, advance, changes } = setup(revertMs);
    expect(timer.isCopied()).toBe(false);
    timer.markCopied();
    expect(timer.isCopied()).toBe(true);
    expect(changes).toEqual([true]);
    advance(expectedMs - 1);
    expect(timer.isCopied()).toBe(true);
    advance(1);
    expect(timer.isCopied()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('restarts the full period when copied again while Copied is shown', () => {
    const { timer, advance, changes, pendingCount } = setup(revertMs);
    timer.markCopied();
    advance(expectedMs - 500);
    timer.markCopied();
    // The label does not flicker: no extra change for the second copy.
    expect(changes).toEqual([true]);
    expect(pendingCount()).toBe(1);
    advance(expectedMs - 1);
    expect(timer.isCopied()).toBe(true);
    advance(1);
    expect(timer.isCopied()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('can copy again after reverting', () => {
    const { timer, advance, changes } = setup(revertMs);
    timer.markCopied();
    advance(expectedMs);
    timer.markCopied();
    expect(changes).toEqual([true, false, true]);
  });
});

describe('createCopyLabelTimer disposal', () => {
  it('cancels the pending revert and ignores later copies', () => {
    const { timer, advance, changes, pendingCount } = setup(2000);
    timer.markCopied();
    timer.dispose();
    expect(pendingCount()).toBe(0);
    advance(5000);
    timer.markCopied();
    expect(changes).toEqual([true]);
  });
});

const key = (overrides: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  key: 'c',
  ctrlKey: true,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('isCopyShortcut', () => {
  it('accepts Ctrl + C and Cmd + C', () => {
    expect(isCopyShortcut(key())).toBe(true);
    expect(isCopyShortcut(key({ ctrlKey: false, metaKey: true }))).toBe(true);
    expect(isCopyShortcut(key({ key: 'C' }))).toBe(true);
  });

  it('rejects other keys and modifier combinations', () => {
    expect(isCopyShortcut(key({ ctrlKey: false }))).toBe(false);
    expect(isCopyShortcut(key({ key: 'v' }))).toBe(false);
    expect(isCopyShortcut(key({ shiftKey: true }))).toBe(false);
    expect(isCopyShortcut(key({ altKey: true }))).toBe(false);
  });
});

describe('isShortcutEligible', () => {
  const body = { tagName: 'BODY', isContentEditable: false };

  it('is eligible with nothing selected and focus outside text fields', () => {
    expect(isShortcutEligible({ event: key(), hasSelection: false, focused: body })).toBe(true);
    expect(isShortcutEligible({ event: key(), hasSelection: false, focused: { tagName: 'PRE' } })).toBe(true);
    expect(isShortcutEligible({ event: key(), hasSelection: false, focused: { tagName: 'button' } })).toBe(true);
    expect(isShortcutEligible({ event: key(), hasSelection: false, focused: null })).toBe(true);
  });

  it('is not eligible when text is selected', () => {
    expect(isShortcutEligible({ event: key(), hasSelection: true, focused: body })).toBe(false);
  });

  it('is not eligible when focus is in an input, a textarea, a select or an editable region', () => {
    for (const tagName of ['INPUT', 'input', 'TEXTAREA', 'SELECT']) {
      expect(isShortcutEligible({ event: key(), hasSelection: false, focused: { tagName } })).toBe(false);
    }
    expect(
      isShortcutEligible({ event: key(), hasSelection: false, focused: { tagName: 'DIV', isContentEditable: true } }),
    ).toBe(false);
  });

  it('is not eligible for other shortcuts, handled, repeated or composing key presses', () => {
    expect(isShortcutEligible({ event: key({ key: 'x' }), hasSelection: false, focused: body })).toBe(false);
    expect(isShortcutEligible({ event: key({ defaultPrevented: true }), hasSelection: false, focused: body })).toBe(
      false,
    );
    expect(isShortcutEligible({ event: key({ repeat: true }), hasSelection: false, focused: body })).toBe(false);
    expect(isShortcutEligible({ event: key({ isComposing: true }), hasSelection: false, focused: body })).toBe(false);
  });
});

describe('isTextEntry and hasTextSelection', () => {
  it('recognise text fields', () => {
    expect(isTextEntry({ tagName: 'textarea' })).toBe(true);
    expect(isTextEntry({ tagName: 'A' })).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });

  it('treat collapsed or empty selections as no selection', () => {
    expect(hasTextSelection(null)).toBe(false);
    expect(hasTextSelection({ isCollapsed: true, toString: () => '' })).toBe(false);
    expect(hasTextSelection({ isCollapsed: false, toString: () => '' })).toBe(false);
    expect(hasTextSelection({ isCollapsed: false, toString: () => 'npm' })).toBe(true);
  });
});

describe('pickShortcutTarget', () => {
  it('prefers whichever block the reader reached last', () => {
    expect(pickShortcutTarget({ hovered: 'a', focused: 'b', last: 'hover' })).toBe('a');
    expect(pickShortcutTarget({ hovered: 'a', focused: 'b', last: 'focus' })).toBe('b');
  });

  it('falls back to the other block, or none', () => {
    expect(pickShortcutTarget({ hovered: null, focused: 'b', last: 'hover' })).toBe('b');
    expect(pickShortcutTarget({ hovered: 'a', focused: null, last: 'focus' })).toBe('a');
    expect(pickShortcutTarget({ hovered: null, focused: null, last: null })).toBeNull();
  });
});
