/**
 * Removes the NUL bytes React 18's streaming renderer pads its output with. `renderToPipeableStream`
 * (which Docusaurus renders every page with) encodes text into 2048-byte views; when a multi-byte
 * character does not fit at the end of a view, React 18.3 sends the whole view anyway, unused
 * zero bytes included, and starts the next view with that character. So 1 to 3 NULs land right
 * before a non-ASCII character (a heading's zero-width space, a type's ellipsis), wherever the
 * page's byte count happens to put one at a view boundary: which pages get them shifts from
 * build to build. React 19 fixed it (it sends only the written part of the view).
 *
 * Only NULs in that position are padding; any other NUL is left for `npm run html:check` to
 * report. The function is copied into the template as source text (./index.ts): it may use
 * nothing from outside its own body.
 */
export function removeStreamPadding(appHtml: string): string {
  // eslint-disable-next-line no-control-regex -- NUL is what React pads with
  return appHtml.replace(/\u0000{1,3}(?=[^\u0000-\u007f])/g, '');
}
