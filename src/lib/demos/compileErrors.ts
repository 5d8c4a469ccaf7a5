/**
 * A demo file that does not compile, as the writer needs to see it: where (file, line, column)
 * and what. In `npm start` the demos plugin shows it in place of the demo's preview (see
 * plugins/demos/brokenDemo.ts); production builds fail with the same text.
 */

/** The `name` of the Error a broken demo's stand-in component throws, so the Demo can tell it from a crash. */
export const DEMO_COMPILE_ERROR = 'DemoCompileError';

export interface DemoCompileProblem {
  /** The file from the site's root, with `/` separators: `docs/x/ClickCounter.tsx`. */
  file: string;
  /** 1-based, as editors count. */
  line: number;
  /** 1-based. */
  column: number;
  message: string;
}

/** `docs/x/ClickCounter.tsx:12:7: ')' expected.`, the form editors and terminals link. */
export function formatCompileProblem({ file, line, column, message }: DemoCompileProblem): string {
  return `${file}:${line}:${column}: ${message}`;
}

/** Lines of context shown before the line with the error. */
const FRAME_LINES_BEFORE = 2;

/**
 * The lines up to the error with a caret under its column, numbered, the way compilers show them:
 *
 * ```
 *   11 |     <Stack>
 * > 12 |       <Button onClick={() => setCount(}>
 *      |                                       ^
 * ```
 */
export function codeFrame(source: string, line: number, column: number): string {
  const lines = source.split('\n');
  const first = Math.max(1, line - FRAME_LINES_BEFORE);
  const last = Math.min(lines.length, line);
  const width = String(last).length;
  const frame: string[] = [];
  for (let number = first; number <= last; number += 1) {
    const marker = number === line ? '>' : ' ';
    frame.push(`${marker} ${String(number).padStart(width)} | ${lines[number - 1]}`.trimEnd());
  }
  if (line <= lines.length) frame.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  return frame.join('\n');
}

/** The whole report: the located message, then the code around it. */
export function describeCompileProblem(problem: DemoCompileProblem, source: string): string {
  return `${formatCompileProblem(problem)}\n\n${codeFrame(source, problem.line, problem.column)}`;
}

/** Whether a caught error is a broken demo's report rather than a crash of working code. */
export function isDemoCompileError(error: Error): boolean {
  return error.name === DEMO_COMPILE_ERROR;
}

/**
 * A report as describeCompileProblem wrote it, in its two parts: the located message, which
 * wraps, and the code frame, whose lines must not wrap for the caret to line up.
 */
export function splitCompileReport(report: string): { located: string; frame: string } {
  const end = report.indexOf('\n\n');
  return end === -1 ? { located: report, frame: '' } : { located: report.slice(0, end), frame: report.slice(end + 2) };
}
