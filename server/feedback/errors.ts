import type { FastifyError } from 'fastify';
import { describeValidationError } from './schema';
import { RETRY_AFTER_SECONDS, sqliteCode, StoreUnavailableError } from './writes';

export const BODY_LIMIT_BYTES = 16 * 1024;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface ErrorAnswer {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** Every failure as the one-sentence JSON message the clients see; details of unexpected ones stay in the log. */
export function describeError(error: FastifyError): ErrorAnswer {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message, headers: error.headers };
  // Reads fail the same way as writes (a read-only mount, an I/O error) and are just as worth retrying.
  const code = error instanceof StoreUnavailableError ? error.code : sqliteCode(error);
  if (code !== null) {
    return {
      status: 503,
      message: `the feedback database is unavailable right now (${code}); retry in ${RETRY_AFTER_SECONDS} s`,
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    };
  }
  if (error.validation) {
    return { status: 400, message: describeValidationError(error.validation, error.validationContext) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Content-Type must be application/json' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: 'body is not valid JSON' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'body is empty; send a JSON object' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: `body must be at most ${BODY_LIMIT_BYTES} bytes` };
  }
  const status = error.statusCode ?? 500;
  return { status, message: status >= 500 ? 'the feedback service failed; try again later' : error.message };
}
