import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import React from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { removeStreamPadding } from './streamPadding';

/** How Docusaurus renders a page (@docusaurus/core/lib/client/renderToHtml.js). */
function renderLikeDocusaurus(app: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const { pipe } = renderToPipeableStream(app, {
      onError: reject,
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}

/**
 * Text from built pages that held NULs: the shortened `slotProps` type on base-ui/api/tab
 * (ending in an ellipsis) and a heading's hash link (a zero-width space), each preceded by
 * `length` bytes of page, in spans short enough for React's 2048-byte views.
 */
function pageWithOffset(length: number): React.ReactElement {
  const filler = Array.from({ length: Math.ceil(length / 500) }, (_, index) => (
    <span key={index}>{'x'.repeat(Math.min(500, length - index * 500))}</span>
  ));
  return (
    <main>
      {filler}
      <code>{"{ root?: SlotComponentProps<'button', TabRootSlotPropsOverrides, TabOwnerState>;…"}</code>
      <h2 id="basic-table">
        Basic table
        <a href="#basic-table" className="hash-link">
          {'\u200B'}
        </a>
      </h2>
      <p>{'Emoji 🙂 and é'}</p>
    </main>
  );
}

describe('removeStreamPadding', () => {
  it('restores what React meant to write at every offset of a 2048-byte view', async () => {
    let paddedPages = 0;
    for (let length = 0; length <= 2100; length += 1) {
      const app = pageWithOffset(length);
      const streamed = await renderLikeDocusaurus(app);
      if (streamed.includes('\u0000')) paddedPages += 1;
      const repaired = removeStreamPadding(streamed);
      expect(repaired).not.toContain('\u0000');
      expect(repaired).toBe(renderToString(app));
    }
    // The renderer really pads (one to three NULs whenever a 2-, 3- or 4-byte character meets a view's end).
    expect(paddedPages).toBeGreaterThan(0);
  }, 30_000); // About 2,100 full renders: seconds on a busy 2-core machine.

  it('removes one to three NULs before a non-ASCII character', () => {
    expect(
      removeStreamPadding('<a>\u0000\u200B</a><code>x;\u0000\u0000…</code><p>\u0000\u0000\u0000🙂 \u0000é</p>'),
    ).toBe('<a>\u200B</a><code>x;…</code><p>🙂 é</p>');
  });

  it('leaves any other NUL for the HTML check to find', () => {
    expect(removeStreamPadding('<p>a\u0000b</p><p>\u0000</p>')).toBe('<p>a\u0000b</p><p>\u0000</p>');
  });
});
