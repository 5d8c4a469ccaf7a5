/** The slice of a Fetch `Response` that reading a bounded body needs, so tests can pass a fake. */
export interface BodySource {
  headers: { get(name: string): string | null };
  body: ReadableStream<Uint8Array> | null;
}

/** The declared `Content-Length` in bytes, or null when absent or not a plain byte count. */
export function declaredLength(headers: BodySource['headers']): number | null {
  const value = headers.get('content-length')?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * The response body as text, or null when it is larger than `maxBytes`. A declared
 * `Content-Length` over the limit is refused before a byte is read; otherwise the body is read
 * chunk by chunk and the stream cancelled as soon as it passes the limit, so a huge or endless
 * answer is never read in full (the header may be missing, or lie). An abort of `signal`
 * cancels the stream and rejects.
 */
export async function readBoundedText(
  response: BodySource,
  maxBytes: number,
  signal: AbortSignal,
): Promise<string | null> {
  const length = declaredLength(response.headers);
  if (length !== null && length > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      // A cancelled stream ends like a complete one; its text is cut short, not a feed.
      if (signal.aborted) throw new Error('the feed request was aborted');
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        cancel();
        return null;
      }
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
