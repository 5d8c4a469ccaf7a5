/**
 * Tailwind CSS for the Tailwind variant of a demo, compiled at build time from the classes its
 * files use. Only utilities and the theme variables they reference are emitted (no preflight, so
 * the docs page keeps its own base styles), every rule is scoped to the demo's preview, and the
 * result ships in the JavaScript chunk of that variant: pages without it never load it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile } from 'tailwindcss';
import { Features, transform } from 'lightningcss';
import { boundedMemo } from '../../src/lib/boundedMemo';

/** `dark:` follows the site's colour mode (`data-theme` on <html>), not the OS setting. */
const TAILWIND_INPUT = [
  '@import "tailwindcss/theme.css";',
  '@import "tailwindcss/utilities.css";',
  '@custom-variant dark (&:where([data-theme=dark], [data-theme=dark] *));',
].join('\n');

/** The attribute that marks a Tailwind demo's preview; its value is the demo's name. */
export const TAILWIND_SCOPE_ATTRIBUTE = 'data-tailwind-demo';

export function tailwindScopeSelector(demoName: string): string {
  return `[${TAILWIND_SCOPE_ATTRIBUTE}="${demoName}"]`;
}

/**
 * Class candidates in source text, the way Tailwind's own scanner sees them: every run of
 * characters a class name may contain. Words that are not utilities produce nothing.
 */
export function extractCandidates(source: string): string[] {
  const candidates = new Set<string>();
  for (const token of source.split(/[^A-Za-z0-9_\-:./[\]%#()!@,=&>*']/)) {
    // Quotes and the commas between object or array entries (`rail: 'bg-slate-400/35',`) are not part of a class.
    const trimmed = token.replace(/^[',]+|[',]+$/g, '');
    if (trimmed && /[a-z]/.test(trimmed)) candidates.add(trimmed);
  }
  return [...candidates];
}

const stylesheets = new Map<string, Promise<string>>();

/**
 * A fresh Tailwind compiler: its `build` adds each call's classes to everything it built before,
 * so a shared one would give every demo the classes of the demos compiled before it. The
 * stylesheets it imports are read once.
 */
function tailwindCompiler() {
  const base = path.dirname(require.resolve('tailwindcss/package.json'));
  return compile(TAILWIND_INPUT, {
    base,
    async loadStylesheet(id: string) {
      const file = path.join(base, id.replace(/^tailwindcss\//, ''));
      if (!stylesheets.has(file)) stylesheets.set(file, fs.promises.readFile(file, 'utf8'));
      return { path: file, base: path.dirname(file), content: await stylesheets.get(file)! };
    },
  });
}

/** Splits top-level blocks of Tailwind's output: `@property` rules must stay at the top level. */
function splitTopLevel(css: string): { properties: string[]; scoped: string[] } {
  const properties: string[] = [];
  const scoped: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      if (depth === 0) start = end + 2;
      index = end + 1;
      continue;
    }
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (char === ';' && depth === 0) {
      // Statements such as `@layer properties;` carry nothing once unlayered.
      start = index + 1;
      continue;
    }
    if (char === '}' && depth === 0) {
      const block = css.slice(start, index + 1).trim();
      start = index + 1;
      if (block.startsWith('@property')) properties.push(block);
      else if (block.startsWith('@layer')) scoped.push(block.slice(block.indexOf('{') + 1, -1));
      else scoped.push(block);
    }
  }
  return { properties, scoped };
}

async function compileTailwindCssOnce(demoName: string, sources: readonly string[]): Promise<string> {
  const candidates = sources.flatMap(extractCandidates);
  const output = (await tailwindCompiler()).build(candidates);
  const { properties, scoped } = splitTopLevel(output);
  // Theme variables are declared on the preview itself instead of :root.
  const body = scoped.join('\n').replace(/:root,\s*:host/g, '&');
  const css = `${properties.join('\n')}\n${tailwindScopeSelector(demoName)} {\n${body}\n}\n`;
  const { code } = transform({
    filename: `${demoName}.tailwind.css`,
    code: Buffer.from(css),
    minify: true,
    // Nesting is flattened for every browser the site supports.
    include: Features.Nesting,
  });
  return code.toString();
}

const compileTailwindCssMemo = boundedMemo(compileTailwindCssOnce, (demoName, sources) =>
  [demoName, ...sources].join('\0'),
);

/** Compiled, scoped and minified CSS for the classes found in `sources` (once per distinct input). */
export function compileTailwindCss(demoName: string, sources: readonly string[]): Promise<string> {
  return compileTailwindCssMemo(demoName, sources);
}
