/**
 * What the page-feedback widget sends and the feedback service accepts: one contract that both
 * import (src/lib/feedback.ts builds the body, server/feedback/schema.ts validates it). No DOM, no
 * Node APIs: it runs in the browser bundle and in the service.
 */
export const FEEDBACK_RATINGS = ['yes', 'no'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

export const FEEDBACK_LIMITS = {
  pageLength: 300,
  sectionLength: 200,
  commentLength: 2000,
  versionLength: 50,
} as const;

/** A heading anchor id: letters, digits, `_` and `-`. */
export const SECTION_ID_PATTERN = '^[A-Za-z0-9_-]+$';

/** `en`, `pt-BR`. */
export const LANGUAGE_PATTERN = '^[a-z]{2}(-[A-Z]{2})?$';

/**
 * A site path: starts with '/', never '//' (protocol-relative URL), no whitespace, control
 * characters or backslashes (browsers read '/\host' as '//host'), so a stored page can't become an
 * off-site link.
 */
export const PAGE_PATTERN = String.raw`^(?!.*//)/[^\s\\\u0000-\u001F\u007F]*$`;

/** The JSON body of `POST /feedback`. */
export interface FeedbackBody {
  page: string;
  section?: string | null;
  rating: FeedbackRating;
  comment?: string;
  version?: string;
  language?: string;
}

/** JSON Schema of `FeedbackBody`, as the service validates it. */
export const feedbackBodySchema = {
  type: 'object',
  required: ['page', 'rating'],
  additionalProperties: false,
  properties: {
    page: { type: 'string', maxLength: FEEDBACK_LIMITS.pageLength, pattern: PAGE_PATTERN },
    section: { type: ['string', 'null'], maxLength: FEEDBACK_LIMITS.sectionLength, pattern: SECTION_ID_PATTERN },
    rating: { type: 'string', enum: FEEDBACK_RATINGS },
    comment: { type: 'string', maxLength: FEEDBACK_LIMITS.commentLength },
    version: { type: 'string', maxLength: FEEDBACK_LIMITS.versionLength },
    language: { type: 'string', pattern: LANGUAGE_PATTERN },
  },
} as const;
