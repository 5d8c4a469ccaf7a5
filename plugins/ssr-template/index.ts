import { splitEmotionStyles } from './emotionStyles';

const APP_HTML = '<%~ it.appHtml %>';
const HEAD_END = '</head>';

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

/**
 * Docusaurus's SSG template, changed in one respect: Emotion's server-rendered styles move
 * from the rendered app to the end of `<head>` (see ./emotionStyles.ts). It works on the page
 * before the HTML minifier sees it, which a postBuild step could not; the template is compiled
 * in every SSG worker thread, so the splitting function travels in it as source text.
 */
export function withEmotionStylesInHead(template: string): string {
  if (occurrences(template, APP_HTML) !== 1 || occurrences(template, HEAD_END) !== 1) {
    throw new Error(`ssr-template: expected one ${APP_HTML} and one ${HEAD_END} in the SSG template`);
  }
  const source = splitEmotionStyles.toString();
  if (source.includes('%>')) throw new Error('ssr-template: the splitting function would end the template tag early');
  // Replacer functions: the source must go in verbatim, `$` patterns and all.
  return template
    .replace(HEAD_END, () => `<% const emotionSplit = (${source})(it.appHtml); %><%~ emotionSplit.styles %>${HEAD_END}`)
    .replace(APP_HTML, () => '<%~ emotionSplit.html %>');
}
