export interface SplitPage {
  /** Emotion's style elements, in document order and byte for byte, each distinct one once. */
  styles: string;
  /** The rendered app without them. */
  html: string;
}

/**
 * Takes the `<style data-emotion>` elements that Emotion's server rendering writes next to the
 * components (live demos, templates) out of React's HTML for a page, so that the SSG template can
 * put them in `<head>`: a style element in the body is invalid HTML, splits `+` sibling selectors
 * until hydration, and an HTML minifier (where one runs) ends an open `<p>` at one, which breaks
 * hydration. The end of `<head>` is also where Emotion's client runtime moves these elements on
 * start-up, so hydration finds the page it expects.
 *
 * An element repeated exactly is kept once: every live demo renders its own theme provider,
 * whose global CSS variables (about 21 KB) and component styles Emotion writes again for each
 * demo. The repeats carry the same rules under the same hashed names, so dropping them changes
 * nothing but the page's weight.
 *
 * It scans instead of parsing because it relies on how React writes HTML: text and attribute
 * values have `<` and `>` escaped, so outside comments and the raw text of script and style
 * elements (skipped whole), a `<` always starts a tag.
 *
 * The function is copied into the template as source text (./index.ts): it may use nothing from
 * outside its own body, and its body holds no comments, quotes inside regular expressions, or
 * the template's closing delimiter.
 */
export function splitEmotionStyles(appHtml: string): SplitPage {
  const opener = /<(script|style)(?=[\s/>])[^>]*>/iy;
  const closers: Record<string, RegExp> = { script: /<\/script[\s/>]/gi, style: /<\/style[\s/>]/gi };
  let styles = '';
  const seen = new Set<string>();
  let html = '';
  let copied = 0;
  let at = appHtml.indexOf('<');
  while (at !== -1) {
    if (appHtml.startsWith('<!--', at)) {
      const commentEnd = appHtml.indexOf('-->', at + 4);
      if (commentEnd === -1) break;
      at = appHtml.indexOf('<', commentEnd + 3);
      continue;
    }
    opener.lastIndex = at;
    const open = opener.exec(appHtml);
    if (!open) {
      at = appHtml.indexOf('<', at + 1);
      continue;
    }
    const closer = closers[open[1].toLowerCase()];
    closer.lastIndex = at + open[0].length;
    const close = closer.exec(appHtml);
    if (!close) break;
    const end = appHtml.indexOf('>', close.index) + 1;
    if (open[1].toLowerCase() === 'style' && /\sdata-emotion=/i.test(open[0])) {
      const element = appHtml.slice(at, end);
      if (!seen.has(element)) styles += element;
      seen.add(element);
      html += appHtml.slice(copied, at);
      copied = end;
    }
    at = appHtml.indexOf('<', end);
  }
  return { styles, html: html + appHtml.slice(copied) };
}
