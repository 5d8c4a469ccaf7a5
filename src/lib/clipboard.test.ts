import { copyText, copyWithTextArea, type ClipboardDocument, type FallbackTextArea } from './clipboard';

/** A stand-in for `document` that records what the textarea fallback does. */
function fakeDocument({ execResult = true, execThrows = false }: { execResult?: boolean; execThrows?: boolean } = {}) {
  const events: string[] = [];
  const attached = new Set<FakeTextArea>();
  const created: FakeTextArea[] = [];
  const focusTarget = { focus: jest.fn() };
  const savedRange = { id: 'reader-range' };
  const selection = {
    rangeCount: 1,
    getRangeAt: jest.fn(() => savedRange),
    removeAllRanges: jest.fn(),
    addRange: jest.fn(),
  };

  class FakeTextArea implements FallbackTextArea {
    value = '';
    style: FallbackTextArea['style'] = {};
    attributes: Record<string, string> = {};
    selected = false;
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    }
    select() {
      this.selected = true;
      events.push('select');
    }
    setSelectionRange(start: number, end: number) {
      events.push(`setSelectionRange ${start} ${end}`);
    }
  }

  const execCommand = jest.fn((command: string) => {
    const textarea = created[created.length - 1];
    events.push(`execCommand ${command} (attached: ${attached.has(textarea)}, selected: ${textarea?.selected})`);
    if (execThrows) throw new Error('execCommand is not supported');
    return execResult;
  });

  const doc = {
    activeElement: focusTarget,
    createElement: jest.fn((tagName: string) => {
      events.push(`createElement ${tagName}`);
      const element = new FakeTextArea();
      created.push(element);
      return element;
    }),
    body: {
      appendChild: jest.fn((node: FakeTextArea) => {
        attached.add(node);
        events.push('appendChild');
        return node;
      }),
      removeChild: jest.fn((node: FakeTextArea) => {
        attached.delete(node);
        events.push('removeChild');
        return node;
      }),
    },
    execCommand,
    getSelection: () => selection,
  };

  return {
    doc: doc as unknown as ClipboardDocument,
    events,
    attached,
    created,
    execCommand,
    focusTarget,
    selection,
    savedRange,
  };
}

describe('copyText with the async Clipboard API', () => {
  it('writes the exact text with navigator.clipboard.writeText and leaves the document alone', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    const { doc, events } = fakeDocument();
    const text = 'const a = 1;\n\n  return a;';
    await expect(copyText(text, { navigator: { clipboard: { writeText } }, document: doc })).resolves.toBeUndefined();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(text);
    expect(events).toEqual([]);
  });

  it('calls writeText with the clipboard as `this`', async () => {
    const clipboard = {
      written: '',
      writeText(this: { written: string }, text: string) {
        this.written = text;
        return Promise.resolve();
      },
    };
    await copyText('npm install', { navigator: { clipboard } });
    expect(clipboard.written).toBe('npm install');
  });

  it('falls back to the textarea when writeText rejects', async () => {
    const writeText = jest.fn(() => Promise.reject(new Error('denied')));
    const { doc, execCommand } = fakeDocument();
    await expect(copyText('x', { navigator: { clipboard: { writeText } }, document: doc })).resolves.toBeUndefined();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });
});

describe('copyText with the textarea fallback', () => {
  it('selects an off-screen textarea holding the text, runs execCommand("copy") and removes it', async () => {
    const { doc, events, attached, created, focusTarget, selection, savedRange } = fakeDocument();
    const text = 'line one\n\tline two';
    await copyText(text, { navigator: {}, document: doc });

    expect(created).toHaveLength(1);
    const [textarea] = created;
    expect(textarea.value).toBe(text);
    expect(textarea.attributes.readonly).toBe('');
    expect(textarea.style).toMatchObject({ position: 'fixed', left: '-9999px' });
    expect(textarea.selected).toBe(true);
    expect(events).toEqual([
      'createElement textarea',
      'appendChild',
      'select',
      `setSelectionRange 0 ${text.length}`,
      'execCommand copy (attached: true, selected: true)',
      'removeChild',
    ]);
    expect(attached.size).toBe(0);
    // The reader's selection and focus come back.
    expect(selection.removeAllRanges).toHaveBeenCalled();
    expect(selection.addRange).toHaveBeenCalledWith(savedRange);
    expect(focusTarget.focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('is used when there is no navigator.clipboard at all', async () => {
    const { doc, execCommand } = fakeDocument();
    await copyText('y', { navigator: { clipboard: undefined }, document: doc });
    expect(execCommand).toHaveBeenCalledTimes(1);
  });

  it('rejects with NotAllowedError when execCommand returns false, and still removes the textarea', async () => {
    const { doc, attached, events } = fakeDocument({ execResult: false });
    const failure = copyText('z', { navigator: {}, document: doc });
    await expect(failure).rejects.toMatchObject({ name: 'NotAllowedError', message: 'The request is not allowed' });
    await expect(failure).rejects.toBeInstanceOf(DOMException);
    expect(attached.size).toBe(0);
    expect(events).toContain('removeChild');
  });

  it('rejects with NotAllowedError when execCommand throws', async () => {
    const { doc, attached } = fakeDocument({ execThrows: true });
    await expect(copyText('z', { navigator: {}, document: doc })).rejects.toMatchObject({
      name: 'NotAllowedError',
      message: 'The request is not allowed',
    });
    expect(attached.size).toBe(0);
  });

  it('rejects with NotAllowedError when writeText rejects and the fallback fails too', async () => {
    const writeText = () => Promise.reject(new Error('denied'));
    const { doc } = fakeDocument({ execResult: false });
    await expect(copyText('z', { navigator: { clipboard: { writeText } }, document: doc })).rejects.toMatchObject({
      name: 'NotAllowedError',
      message: 'The request is not allowed',
    });
  });

  it('rejects with NotAllowedError when there is neither a clipboard nor a document', async () => {
    await expect(copyText('z', {})).rejects.toMatchObject({ name: 'NotAllowedError' });
  });

  it('reports false without a body to attach to', () => {
    const { doc } = fakeDocument();
    expect(copyWithTextArea('z', { ...doc, body: null })).toBe(false);
  });
});
