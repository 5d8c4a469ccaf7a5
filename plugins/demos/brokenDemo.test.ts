import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DEMO_COMPILE_ERROR } from '../../src/lib/demos/compileErrors';
import { brokenDemoModuleCode, defaultExportName, DEMO_COMPONENT_FILE, demoFileForDevServer } from './brokenDemo';
import { firstSyntaxProblem } from './syntaxErrors';

const CLICK_COUNTER = fs.readFileSync(
  path.resolve(__dirname, '../../docs/docs-infra/test-pages/ClickCounter.tsx'),
  'utf8',
);
// A parenthesis left open on the Button's onClick: TypeScript expects a ',' at the brace after it.
const BROKEN = CLICK_COUNTER.replace('(value) => value + 1)}', '(value) => value + 1}');
const BROKEN_LINE = BROKEN.split('\n').findIndex((line) => line.includes('onClick')) + 1;
const BROKEN_COLUMN = BROKEN.split('\n')[BROKEN_LINE - 1].indexOf('+ 1}') + 4;
const FILE = 'docs/docs-infra/test-pages/ClickCounter.tsx';

/** Runs the module code as the bundler would, returning its default export. */
function evaluate(code: string): () => unknown {
  const { outputText } = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS } });
  const exports: { default?: () => unknown } = {};
  new Function('exports', outputText)(exports);
  return exports.default!;
}

describe('the stand-in for a broken demo', () => {
  it('finds the syntax error with its line and column', () => {
    expect(BROKEN).not.toBe(CLICK_COUNTER);
    expect([BROKEN_LINE, BROKEN_COLUMN]).toEqual([11, 79]);
    expect(firstSyntaxProblem(BROKEN, FILE)).toEqual({ file: FILE, line: 11, column: 79, message: "',' expected." });
    expect(firstSyntaxProblem(CLICK_COUNTER, FILE)).toBeNull();
  });

  it('finds what transpileModule, which production builds run, reports', () => {
    for (const source of [BROKEN, 'const x = ;', 'export default () => <div>;', CLICK_COUNTER]) {
      const { diagnostics = [] } = ts.transpileModule(source, {
        fileName: 'X.tsx',
        reportDiagnostics: true,
        compilerOptions: { jsx: ts.JsxEmit.Preserve },
      });
      const first = diagnostics[0];
      expect(firstSyntaxProblem(source, 'X.tsx')?.message ?? null).toBe(
        first ? ts.flattenDiagnosticMessageText(first.messageText, '\n') : null,
      );
    }
  });

  it('leaves a file that parses as it is', () => {
    expect(demoFileForDevServer(CLICK_COUNTER, FILE)).toBe(CLICK_COUNTER);
  });

  it('is a component of the same name that throws the located error with the code around it', () => {
    const code = demoFileForDevServer(BROKEN, FILE);
    expect(code).toContain('export default function ClickCounter() {');
    const Component = evaluate(code);
    let thrown: unknown;
    try {
      Component();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).name).toBe(DEMO_COMPILE_ERROR);
    const [located, , ...frame] = (thrown as Error).message.split('\n');
    expect(located).toBe(`${FILE}:11:79: ',' expected.`);
    expect(frame[frame.length - 2]).toMatch(/^> 11 \| +<Button variant="contained" onClick=/);
    // The caret sits under column 79 of the line above (both start after 7 characters).
    expect(frame[frame.length - 1]).toMatch(/^ {5}\| {79}\^$/);
  });

  it('keeps the name Fast Refresh knows the component by', () => {
    expect(defaultExportName('export default function Chips() {')).toBe('Chips');
    expect(defaultExportName('function Inner() {}\nexport default Inner;\nconst x = ;')).toBe('Inner');
    expect(defaultExportName('export default class Board extends React.Component {')).toBe('Board');
    expect(defaultExportName('export default () => <div>;')).toBeNull();
    const problem = { file: 'docs/x/StatusBadge.tailwind.tsx', line: 1, column: 1, message: 'x' };
    expect(brokenDemoModuleCode('export default () => <div>;', problem)).toContain(
      'export default function StatusBadge() {',
    );
  });

  it('applies to the component files of demos only', () => {
    for (const file of ['/s/docs/a/ClickCounter.tsx', '/s/docs/a/b/X.tailwind.tsx', '/s/docs/X.css.tsx']) {
      expect(file).toMatch(DEMO_COMPONENT_FILE);
    }
    for (const file of ['/s/docs/a/team.ts', '/s/docs/a/helper.tsx', '/s/src/components/Demo/Toolbar.tsx']) {
      expect(file).not.toMatch(DEMO_COMPONENT_FILE);
    }
  });
});
