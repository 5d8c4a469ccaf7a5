// What a page loads at first paint, read from its prerendered HTML: the scripts and
// stylesheets it references (deferred scripts and preloads included), with raw and gzip sizes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Page types measured by the bench and guarded by the budget tests. */
export const PAGE_TYPES = [
  { type: 'home', path: '/' },
  { type: 'text', path: '/material-ui/getting-started/installation/' },
];

/** @param {string} html */
export function referencedAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? '';
    const as = /\bas="([^"]+)"/.exec(tag)?.[1];
    if (tag.startsWith('<script') && src) scripts.add(src);
    else if (href && (rel === 'modulepreload' || (rel === 'preload' && as === 'script'))) scripts.add(href);
    else if (href && (rel === 'stylesheet' || (rel === 'preload' && as === 'style'))) styles.add(href);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** @param {Buffer} buffer */
export function gzipSize(buffer) {
  return zlib.gzipSync(buffer, { level: 6 }).length;
}

function sizeOf(buildDir, urls) {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    if (/^https?:/.test(url)) throw new Error(`Page references a third-party asset: ${url}`);
    const content = fs.readFileSync(path.join(buildDir, url.split('?')[0]));
    raw += content.length;
    gzip += gzipSize(content);
  }
  return { count: urls.length, raw, gzip };
}

export function htmlFileFor(buildDir, pagePath) {
  return path.join(buildDir, pagePath, 'index.html');
}

/** Sizes of everything one built page loads before interaction. */
export function measurePage(buildDir, pagePath) {
  const html = fs.readFileSync(htmlFileFor(buildDir, pagePath));
  const { scripts, styles } = referencedAssets(html.toString('utf8'));
  return {
    html: { raw: html.length, gzip: gzipSize(html) },
    js: sizeOf(buildDir, scripts),
    css: sizeOf(buildDir, styles),
  };
}
