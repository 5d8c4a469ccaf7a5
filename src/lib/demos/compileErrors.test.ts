import {
  codeFrame,
  DEMO_COMPILE_ERROR,
  describeCompileProblem,
  formatCompileProblem,
  isDemoCompileError,
  splitCompileReport,
} from './compileErrors';

const SOURCE = ['export default function X() {', '  return (', '    <div>{1 +}</div>', '  );', '}'].join('\n');
const PROBLEM = { file: 'docs/x/X.tsx', line: 3, column: 14, message: 'Expression expected.' };

describe('demo compile errors', () => {
  it('names the file, line and column the way editors link them', () => {
    expect(formatCompileProblem(PROBLEM)).toBe('docs/x/X.tsx:3:14: Expression expected.');
  });

  it('frames the line with the two before it and a caret under the column', () => {
    expect(codeFrame(SOURCE, 3, 14)).toBe(
      [
        '  1 | export default function X() {',
        '  2 |   return (',
        '> 3 |     <div>{1 +}</div>',
        '    |              ^',
      ].join('\n'),
    );
  });

  it('pads line numbers to the widest and stops at the first line', () => {
    const source = Array.from({ length: 12 }, (_, index) => `line ${index + 1}`).join('\n');
    expect(codeFrame(source, 10, 1).split('\n')).toEqual([
      '   8 | line 8',
      '   9 | line 9',
      '> 10 | line 10',
      '     | ^',
    ]);
    expect(codeFrame(source, 1, 3).split('\n')).toEqual(['> 1 | line 1', '    |   ^']);
  });

  it('reports the located message above the frame', () => {
    expect(describeCompileProblem(PROBLEM, SOURCE)).toBe(
      `docs/x/X.tsx:3:14: Expression expected.\n\n${codeFrame(SOURCE, 3, 14)}`,
    );
  });

  it('splits a report back into its located message and its frame', () => {
    expect(splitCompileReport(describeCompileProblem(PROBLEM, SOURCE))).toEqual({
      located: 'docs/x/X.tsx:3:14: Expression expected.',
      frame: codeFrame(SOURCE, 3, 14),
    });
    expect(splitCompileReport('just a message')).toEqual({ located: 'just a message', frame: '' });
  });

  it('tells a broken demo from a crash by the error name', () => {
    const report = Object.assign(new Error('x'), { name: DEMO_COMPILE_ERROR });
    expect(isDemoCompileError(report)).toBe(true);
    expect(isDemoCompileError(new Error('x'))).toBe(false);
  });
});
