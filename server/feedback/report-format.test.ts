import { EMPTY_REPORT, formatPercent, formatReport } from './report-format';
import type { FeedbackSummary } from './store';

const summary: FeedbackSummary = {
  totalSubmissions: 7,
  pagesWithFeedback: 3,
  pages: [
    { page: '/material-ui/react-button/', yes: 0, no: 2, total: 2, helpfulRatio: 0 },
    { page: '/joy-ui/', yes: 1, no: 2, total: 3, helpfulRatio: 1 / 3 },
    { page: '/base-ui/', yes: 2, no: 0, total: 2, helpfulRatio: 1 },
  ],
  latestComments: [
    {
      page: '/joy-ui/',
      section: 'installation',
      rating: 'no',
      comment: 'Step 2 fails.\nWhich version?',
      createdAt: '2024-05-02T10:00:00.000Z',
    },
    { page: '/base-ui/', section: null, rating: 'yes', comment: 'Clear', createdAt: '2024-05-01T09:00:00.000Z' },
  ],
};

describe('formatReport', () => {
  it('prints an aligned table in the given order, then the comments', () => {
    expect(formatReport(summary)).toBe(
      [
        'Page feedback: 7 submissions on 3 pages, least helpful first',
        '',
        'page                        yes  no  helpful %',
        '--------------------------  ---  --  ---------',
        '/material-ui/react-button/    0   2         0%',
        '/joy-ui/                      1   2        33%',
        '/base-ui/                     2   0       100%',
        '',
        'Latest comments',
        '2024-05-02T10:00:00.000Z  no   /joy-ui/#installation',
        '    Step 2 fails.',
        '    Which version?',
        '2024-05-01T09:00:00.000Z  yes  /base-ui/',
        '    Clear',
      ].join('\n'),
    );
  });

  it('says so when the database is empty', () => {
    expect(formatReport({ totalSubmissions: 0, pagesWithFeedback: 0, pages: [], latestComments: [] })).toBe(
      EMPTY_REPORT,
    );
  });

  it('notes when there are votes but no comments', () => {
    const report = formatReport({ ...summary, latestComments: [] });
    expect(report.split('\n').slice(-2)).toEqual(['Latest comments', '(none)']);
  });

  it('neutralises terminal control sequences in comments', () => {
    const report = formatReport({
      ...summary,
      latestComments: [{ ...summary.latestComments[1], comment: 'a\u001b[2Jb\r\nc\u0007' }],
    });
    // eslint-disable-next-line no-control-regex -- asserts that no control character reaches the terminal
    expect(report).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F]/);
    expect(report).toContain('    a [2Jb\n    c ');
  });

  it('rounds percentages', () => {
    expect([0, 1 / 3, 2 / 3, 1].map(formatPercent)).toEqual(['0%', '33%', '67%', '100%']);
  });
});
