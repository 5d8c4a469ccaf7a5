/**
 * A demo's CSS module (`X.module.css`, the CSS styling of a demo) compiled into its own JavaScript
 * module: the class map, and the stylesheet inserted into the page when the module first runs.
 * Through the bundler's CSS pipeline every demo's CSS would land in the one stylesheet that every
 * page loads; this way it travels in the demo's variant chunk and loads when a reader picks it.
 */
import { transform } from 'lightningcss';

/** Demo CSS modules: any `*.module.css` under the docs folder. */
export function isDemoCssModule(docsDir: string, file: string): boolean {
  return file.startsWith(docsDir) && /\.module\.css$/i.test(file);
}

/** The attribute of the `<style>` element that holds one demo CSS module. */
export const DEMO_CSS_ATTRIBUTE = 'data-demo-css';

/**
 * @param css the module's source
 * @param fileName its path relative to the site, which also seeds the class-name hash
 */
export function demoCssModuleCode(css: string, fileName: string): string {
  let result: ReturnType<typeof transform>;
  try {
    result = transform({
      filename: fileName,
      code: Buffer.from(css),
      minify: true,
      cssModules: { pattern: '[local]_[hash]' },
    });
  } catch (caught) {
    const { message, loc } = caught as Error & { loc?: { line: number; column: number } };
    throw new Error(`${fileName}${loc ? `:${loc.line}:${loc.column}` : ''}: ${message}`);
  }
  const { code, exports } = result;
  const classes: Record<string, string> = {};
  // Lightning CSS hands the exports over in hash-map order, which changes from one run to the
  // next: sorted, the demo chunk (and its content hash) is the same in every build of the same source.
  for (const [local, entry] of Object.entries(exports ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const composed = entry.composes.filter((item) => item.type === 'local').map((item) => item.name);
    classes[local] = [entry.name, ...composed].join(' ');
  }
  const stylesheet = code.toString();
  return [
    `const stylesheet = ${JSON.stringify(stylesheet)};`,
    // Found again when the module re-runs (a writer edits the CSS in npm start): its text is replaced.
    `if (typeof document !== 'undefined') {`,
    `  let style = document.querySelector('style[${DEMO_CSS_ATTRIBUTE}=${JSON.stringify(fileName)}]');`,
    '  if (!style) {',
    `    style = document.createElement('style');`,
    `    style.setAttribute(${JSON.stringify(DEMO_CSS_ATTRIBUTE)}, ${JSON.stringify(fileName)});`,
    '    document.head.appendChild(style);',
    '  }',
    '  if (style.textContent !== stylesheet) style.textContent = stylesheet;',
    '}',
    `export default ${JSON.stringify(classes)};`,
    '',
  ].join('\n');
}
