import { parseSummaryQuery, SUMMARY_PAGE_SIZE } from './summary-query';

describe('parseSummaryQuery', () => {
  it('defaults to the first page of 100 and reads page and limit', () => {
    expect(parseSummaryQuery({})).toEqual({ page: 1, limit: SUMMARY_PAGE_SIZE.default });
    expect(SUMMARY_PAGE_SIZE).toEqual({ default: 100, max: 500 });
    expect(parseSummaryQuery({ page: '3', limit: '500' })).toEqual({ page: 3, limit: 500 });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ limit: '501' }, 'limit must be an integer between 1 and 500, got "501"'],
    [{ limit: '0' }, 'limit must be an integer between 1 and 500, got "0"'],
    [{ page: '-1' }, 'page must be an integer between 1 and 1000000, got "-1"'],
    [{ page: '1.5' }, 'page must be an integer between 1 and 1000000, got "1.5"'],
    [{ page: ['1', '2'] }, 'page must be an integer between 1 and 1000000, got ["1","2"]'],
    [{ offset: '10' }, 'unknown query parameter "offset" (allowed: page, limit)'],
  ])('refuses %j with a 400 saying why', (query, message) => {
    expect(() => parseSummaryQuery(query)).toThrow(expect.objectContaining({ statusCode: 400, message }));
  });
});
