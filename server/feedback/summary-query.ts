import { HttpError } from './errors';

export const SUMMARY_PAGE_SIZE = { default: 100, max: 500 } as const;

export interface SummaryQuery {
  /** 1-based page of the least-helpful-first list of site pages. */
  page: number;
  limit: number;
}

const ALLOWED = ['page', 'limit'];

function positiveInteger(query: Record<string, unknown>, name: string, fallback: number, max: number): number {
  const raw = query[name];
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,8}$/.test(raw) || Number(raw) > max) {
    throw new HttpError(400, `${name} must be an integer between 1 and ${max}, got ${JSON.stringify(raw)}`);
  }
  return Number(raw);
}

/** `?page=2&limit=50`; a page past the end is simply empty. */
export function parseSummaryQuery(query: Record<string, unknown>): SummaryQuery {
  const unknown = Object.keys(query).find((name) => !ALLOWED.includes(name));
  if (unknown !== undefined) {
    throw new HttpError(400, `unknown query parameter "${unknown}" (allowed: ${ALLOWED.join(', ')})`);
  }
  return {
    page: positiveInteger(query, 'page', 1, 1_000_000),
    limit: positiveInteger(query, 'limit', SUMMARY_PAGE_SIZE.default, SUMMARY_PAGE_SIZE.max),
  };
}
