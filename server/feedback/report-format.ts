import type { FeedbackSummary } from './store';

export const EMPTY_REPORT = 'No feedback recorded yet.';

/** Comments are reader input: drop control characters so escape sequences cannot drive the terminal. */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point: they are replaced
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, ' ');
}

function table(header: string[], rows: string[][], rightAligned: boolean[]): string[] {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (rightAligned[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

export function formatPercent(ratio: number): string {
  return `${Math.round(ratio * 100)}%`;
}

/** Pure: the summary in, the report text out (pages keep the store's least-helpful-first order; pass every page). */
export function formatReport(summary: FeedbackSummary): string {
  if (summary.totalSubmissions === 0) return EMPTY_REPORT;

  const pageWord = summary.pagesWithFeedback === 1 ? 'page' : 'pages';
  const lines = [
    `Page feedback: ${summary.totalSubmissions} submissions on ${summary.pagesWithFeedback} ${pageWord}, least helpful first`,
    '',
    ...table(
      ['page', 'yes', 'no', 'helpful %'],
      summary.pages.map((p) => [printable(p.page), String(p.yes), String(p.no), formatPercent(p.helpfulRatio)]),
      [false, true, true, true],
    ),
    '',
    'Latest comments',
  ];
  if (summary.latestComments.length === 0) lines.push('(none)');
  for (const c of summary.latestComments) {
    const where = c.section ? `${c.page}#${c.section}` : c.page;
    lines.push(`${c.createdAt}  ${c.rating.padEnd(3)}  ${printable(where)}`);
    lines.push(
      ...printable(c.comment)
        .split('\n')
        .map((text) => `    ${text}`),
    );
  }
  return lines.join('\n');
}
