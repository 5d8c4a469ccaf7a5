import { splitEmotionStyles } from './emotionStyles';
import { removeStreamPadding } from './streamPadding';
import { startAppAfterFirstPaint } from './afterFirstPaint';
import { minifyInlineScript } from '../shared/inlineScript';

const APP_HTML = '<%~ it.appHtml %>';
const HEAD_END = '</head>';

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

/**
 * Docusaurus's SSG template, changed in one respect: Emotion's server-rendered styles move
 * from the rendered app to the end of `<head>` (see ./emotionStyles.ts). It works on the page
 * before any HTML minifier sees it, which a postBuild step could not; the template is compiled
 * in every SSG worker thread, so the splitting function travels in it as source text.
 */
export function withEmotionStylesInHead(template: string): string {
  if (occurrences(template, APP_HTML) !== 1 || occurrences(template, HEAD_END) !== 1) {
    throw new Error(`[ssr-template] expected one ${APP_HTML} and one ${HEAD_END} in the SSG template`);
  }
  const source = splitEmotionStyles.toString();
  if (source.includes('%>')) throw new Error('ssr-template: the splitting function would end the template tag early');
  // Replacer functions: the source must go in verbatim, `$` patterns and all.
  return template
    .replace(HEAD_END, () => `<% const emotionSplit = (${source})(it.appHtml); %><%~ emotionSplit.styles %>${HEAD_END}`)
    .replace(APP_HTML, () => '<%~ emotionSplit.html %>');
}

/**
 * Docusaurus's SSG template, with the NUL bytes React 18's stream renderer pads pages with
 * removed from the rendered app before anything else reads it (see ./streamPadding.ts). The
 * cleaned HTML replaces `it.appHtml`, so every later use of it in the template (and
 * `withEmotionStylesInHead`, in either order) sees it.
 */
export function withoutStreamPadding(template: string): string {
  if (!template.includes('it.appHtml')) throw new Error('ssr-template: the SSG template never uses it.appHtml');
  const source = removeStreamPadding.toString();
  if (source.includes('%>')) throw new Error('ssr-template: the padding function would end the template tag early');
  return `<% it.appHtml = (${source})(it.appHtml); %>${template.trimStart()}`;
}

const SCRIPTS_PLACEHOLDER = '__APP_SCRIPTS__';

const DEFERRED_SCRIPT = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';

/** How long the app waits for the first paint before it starts anyway (see ./afterFirstPaint.ts). */
export const FIRST_PAINT_FALLBACK_MS = 2000;

/**
 * Docusaurus's SSG template, with the app's `defer` scripts started after the first paint
 * (./afterFirstPaint.ts) instead. Each script is preloaded where the template listed it, at the
 * low priority Chromium gives `defer` scripts, so the download starts as early as before.
 */
export function withScriptsAfterFirstPaint(template: string): string {
  if (occurrences(template, DEFERRED_SCRIPT) !== 1 || occurrences(template, HEAD_END) !== 1) {
    throw new Error(`[ssr-template] expected one ${DEFERRED_SCRIPT} and one ${HEAD_END} in the SSG template`);
  }
  // Minified with a global placeholder for the script list, which the template then fills in.
  const call = minifyInlineScript(
    `(${startAppAfterFirstPaint.toString()})(${SCRIPTS_PLACEHOLDER}, ${FIRST_PAINT_FALLBACK_MS});`,
  );
  if (call.includes('%>') || call.includes('</') || occurrences(call, SCRIPTS_PLACEHOLDER) !== 1) {
    throw new Error('ssr-template: the start-up function would end the template tag or the script early');
  }
  const scripts = '<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>';
  return template
    .replace(
      DEFERRED_SCRIPT,
      () => '<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>">',
    )
    .replace(HEAD_END, () => `<script>${call.replace(SCRIPTS_PLACEHOLDER, () => scripts)}</script>${HEAD_END}`);
}
