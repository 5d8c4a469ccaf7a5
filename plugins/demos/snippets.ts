/** Languages whose fences are compiled as modules by `docSnippets.test.ts`. */
const CHECKED_LANGUAGES = new Set(['ts', 'tsx', 'typescript']);

/** The meta word that exempts a fence: old APIs, packages that are not installed, fragments. */
export const NOCHECK = 'nocheck';

export interface CodeSnippet {
  /** 1-based line of the first code line in the MDX file. */
  line: number;
  language: string;
  code: string;
}

/**
 * The fenced TypeScript blocks of an MDX page that must compile: `ts`, `tsx` or `typescript`
 * fences, at any indentation (lists, admonitions), without the `nocheck` meta word.
 */
export function checkedSnippets(mdx: string): CodeSnippet[] {
  const lines = mdx.split('\n');
  const snippets: CodeSnippet[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)(`{3,}|~{3,})([\w-]*)(.*)$/.exec(lines[index]);
    if (!open) continue;
    const [, indent, fence, language, meta] = open;
    const body: string[] = [];
    let end = index + 1;
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    while (end < lines.length && !close.test(lines[end])) {
      body.push(lines[end].startsWith(indent) ? lines[end].slice(indent.length) : lines[end].trimStart());
      end += 1;
    }
    if (CHECKED_LANGUAGES.has(language) && !meta.split(/\s+/).includes(NOCHECK)) {
      snippets.push({ line: index + 2, language, code: body.join('\n') });
    }
    index = end;
  }
  return snippets;
}

/**
 * The module a snippet compiles as: `export {}` makes a snippet without imports a module too,
 * so top-level names of two snippets never clash.
 */
export function snippetModule(snippet: CodeSnippet): string {
  return `${snippet.code}\nexport {};\n`;
}

/**
 * Whether a snippet changes types beyond its own module (`declare module '…'` or `declare global`):
 * its page then compiles in a program of its own, so the change reaches only the fences after it.
 */
export function augmentsTypes(snippet: CodeSnippet): boolean {
  return /^\s*declare\s+(module\s+['"]|global\b)/m.test(snippet.code);
}
