/**
 * Derives a demo's JavaScript from its TSX at build time: TypeScript strips the types and
 * keeps the JSX (`jsx: preserve`), then Prettier formats the result the way the TSX is
 * formatted. Blank lines between statements, members and properties survive the trip (the
 * compiler drops them) through marker comments that are turned back into blank lines.
 */
import ts from 'typescript';
import { blankSourceFile } from 'ts-blank-space';
import * as prettier from 'prettier/standalone';
import * as babelPlugin from 'prettier/plugins/babel';
import * as estreePlugin from 'prettier/plugins/estree';
import type { Options as PrettierOptions } from 'prettier';
import prettierConfig from '../../.prettierrc.json';
import { DemoSyntaxError, parseDemo, parseDiagnosticsOf, problemOf, scriptKind } from './syntaxErrors';
import { boundedMemo } from '../../src/lib/boundedMemo';

/**
 * How demo sources are formatted (the repo's Prettier config with its `docs/` override); the
 * derived JavaScript uses the same settings, so `prettier --check` and the demo build agree.
 */
const { overrides, ...repoOptions } = prettierConfig;
const demoOverride = overrides.find((override) => override.files.some((glob) => glob.startsWith('docs/')));
export const DEMO_PRETTIER_OPTIONS: PrettierOptions = { ...repoOptions, ...demoOverride?.options } as PrettierOptions;

const BLANK_MARKER = '// @@demo-blank-line@@';
const BLANK_MARKER_LINE = /^[ \t]*\/\/ @@demo-blank-line@@[ \t]*$/gm;

/** Nodes whose elements are separated by blank lines worth keeping. */
function listsOf(node: ts.Node): readonly ts.Node[][] {
  if (
    ts.isSourceFile(node) ||
    ts.isBlock(node) ||
    ts.isModuleBlock(node) ||
    ts.isCaseClause(node) ||
    ts.isDefaultClause(node)
  ) {
    return [[...node.statements]];
  }
  if (ts.isClassLike(node)) return [[...node.members]];
  if (ts.isObjectLiteralExpression(node)) return [[...node.properties]];
  return [];
}

/** Offsets where a blank line starts, between elements of statement, member and property lists. */
function blankLineOffsets(sourceFile: ts.SourceFile): number[] {
  const text = sourceFile.text;
  const offsets: number[] = [];
  const visit = (node: ts.Node) => {
    for (const list of listsOf(node)) {
      let previousEnd = -1;
      for (const element of list) {
        if (previousEnd >= 0) {
          const gap = text.slice(previousEnd, element.getStart(sourceFile));
          const blank = /\n([ \t]*)\n/.exec(gap);
          if (blank) offsets.push(previousEnd + blank.index + 1);
        }
        previousEnd = element.end;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return offsets;
}

/** Replaces blank lines that separate statements (not those inside JSX or strings) with markers. */
export function markBlankLines(source: string, fileName = 'demo.tsx'): string {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const offsets = blankLineOffsets(sourceFile).sort((a, b) => b - a);
  let marked = source;
  for (const offset of offsets) {
    const lineEnd = marked.indexOf('\n', offset);
    marked = `${marked.slice(0, offset)}${BLANK_MARKER}${marked.slice(lineEnd)}`;
  }
  return marked;
}

/**
 * TypeScript types out, JSX kept. A syntax error throws a DemoSyntaxError naming `fileName`, line
 * and column (markBlankLines keeps the lines where they were).
 */
export function stripTypes(source: string, fileName = 'demo.tsx'): string {
  const { outputText, diagnostics } = ts.transpileModule(source, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      isolatedModules: true,
      removeComments: false,
      newLine: ts.NewLineKind.LineFeed,
    },
  });
  const errors = (diagnostics ?? []).filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) throw new DemoSyntaxError(problemOf(errors[0], fileName));
  return outputText;
}

export async function formatJs(code: string): Promise<string> {
  return prettier.format(code, { ...DEMO_PRETTIER_OPTIONS, parser: 'babel', plugins: [babelPlugin, estreePlugin] });
}

/**
 * Whether `source` parses and holds no TypeScript-only syntax, so that it is its own JavaScript.
 * ts-blank-space blanks type syntax out in place: a source it gives back unchanged has none.
 */
export function isPlainJavaScript(source: string, fileName: string): boolean {
  const sourceFile = parseDemo(source, fileName);
  if (parseDiagnosticsOf(sourceFile).length > 0) return false;
  let unsupported = false;
  const blanked = blankSourceFile(sourceFile, () => {
    unsupported = true;
  });
  return !unsupported && blanked === source;
}

async function deriveJsOnce(source: string, fileName: string): Promise<string> {
  // Over 40% of the demos use no type syntax. Their source, formatted already, is shown as it is
  // written, which spares TypeScript and Prettier (about 5 ms a file); for every such demo on the
  // site the two gave the same text back.
  if (isPlainJavaScript(source, fileName)) return source.trim();
  const stripped = stripTypes(markBlankLines(source, fileName), fileName);
  const formatted = await formatJs(stripped);
  return formatted
    .replace(BLANK_MARKER_LINE, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const deriveJsMemo = boundedMemo(deriveJsOnce, (source, fileName) => `${fileName}\0${source}`);

/**
 * The JavaScript of a `.ts` / `.tsx` demo file, formatted. Surrounding blank lines (left by
 * type-only declarations at the ends) are trimmed like the TSX text the page shows. Derived once
 * per distinct source and name: both bundles and several request kinds read the same demo.
 */
export function deriveJs(source: string, fileName = 'demo.tsx'): Promise<string> {
  return deriveJsMemo(source, fileName);
}
