import { declaredLength, readBoundedText } from './boundedBody';

const encoder = new TextEncoder();

/** A response whose body arrives in the given chunks. */
function chunked(chunks: Uint8Array[], headers: Record<string, string> = {}) {
  let cancelled = false;
  const queue = [...chunks];
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = queue.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { response: { headers: new Headers(headers), body }, wasCancelled: () => cancelled };
}

const live = () => new AbortController().signal;

describe('declaredLength', () => {
  it.each([
    ['65536', 65536],
    [' 12 ', 12],
    ['', null],
    ['-1', null],
    ['1e6', null],
    ['12, 12', null],
  ])('reads %p as %p', (value, expected) => {
    expect(declaredLength(new Headers(value === '' ? {} : { 'Content-Length': value }))).toBe(expected);
  });
});

describe('readBoundedText', () => {
  it('joins the chunks and decodes a character split between two of them', async () => {
    const bytes = encoder.encode('{"company":"Café…"}');
    const split = bytes.indexOf(0xa9); // the second byte of é
    const { response } = chunked([bytes.slice(0, split), bytes.slice(split)]);
    await expect(readBoundedText(response, 1024, live())).resolves.toBe('{"company":"Café…"}');
  });

  it('accepts a body of exactly the limit and refuses one byte more, cancelling the stream', async () => {
    await expect(readBoundedText(chunked([encoder.encode('x'.repeat(10))]).response, 10, live())).resolves.toBe(
      'x'.repeat(10),
    );
    const over = chunked([encoder.encode('x'.repeat(6)), encoder.encode('x'.repeat(5))]);
    await expect(readBoundedText(over.response, 10, live())).resolves.toBeNull();
    expect(over.wasCancelled()).toBe(true);
  });

  it('refuses a declared length over the limit without reading', async () => {
    const declared = chunked([encoder.encode('{}')], { 'Content-Length': '11' });
    await expect(readBoundedText(declared.response, 10, live())).resolves.toBeNull();
    expect(declared.wasCancelled()).toBe(true);
  });

  it('reads a missing body as empty text', async () => {
    await expect(readBoundedText({ headers: new Headers(), body: null }, 10, live())).resolves.toBe('');
  });

  it('rejects, rather than returning the text cut short, when the signal aborts mid-body', async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(encoder.encode('{"ads":['));
      },
      pull: () => new Promise<void>(() => undefined),
    });
    const reading = readBoundedText({ headers: new Headers(), body }, 1024, controller.signal);
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    await expect(reading).rejects.toThrow('aborted');
  });
});
