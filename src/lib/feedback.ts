import { splitPathname } from './routing';

import { FEEDBACK_LIMITS, SECTION_ID_PATTERN, type FeedbackBody, type FeedbackRating } from './feedbackContract';

export type { FeedbackRating };

/** The body the widget sends: the contract's, with the fields the widget always fills. */
export type FeedbackPayload = FeedbackBody & { section: string | null; language: string };

export const FEEDBACK_COMMENT_MAX_LENGTH = FEEDBACK_LIMITS.commentLength;
const SECTION_ID = new RegExp(SECTION_ID_PATTERN);

export function buildFeedbackPayload(input: {
  pathname: string;
  section?: string | null;
  rating: FeedbackRating;
  comment?: string;
  version?: string | null;
  language: string;
}): FeedbackPayload {
  const { canonicalPathname } = splitPathname(input.pathname);
  const comment = input.comment?.trim().slice(0, FEEDBACK_COMMENT_MAX_LENGTH);
  const section = input.section && SECTION_ID.test(input.section) ? input.section : null;
  return {
    page: canonicalPathname,
    section,
    rating: input.rating,
    ...(comment ? { comment } : {}),
    ...(input.version ? { version: input.version } : {}),
    language: input.language,
  };
}

/** Where a reader's vote on a page (or one of its sections) is remembered. */
export function feedbackStorageKey(pathname: string, section?: string | null): string {
  const { canonicalPathname } = splitPathname(pathname);
  return `mui-feedback:${canonicalPathname}${section ? `#${section}` : ''}`;
}

export function parseStoredRating(value: string | null): FeedbackRating | null {
  return value === 'yes' || value === 'no' ? value : null;
}

/** Ctrl+Enter (Cmd+Enter on macOS) submits a comment. */
export function isSubmitShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean }>;

/** Posts one submission; resolves true only when the service stored it. Never throws. */
export async function sendFeedback(endpoint: string, payload: FeedbackPayload, fetchImpl: FetchLike): Promise<boolean> {
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return response.ok;
  } catch {
    return false;
  }
}
