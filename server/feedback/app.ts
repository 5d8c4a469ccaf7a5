import { STATUS_CODES } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FeedbackConfig } from './config';
import type { FeedbackStore } from './store';
import { describeValidationError, feedbackBodySchema, type FeedbackBody } from './schema';

export const BODY_LIMIT_BYTES = 16 * 1024;

export interface BuildAppOptions {
  config: FeedbackConfig;
  store: FeedbackStore;
  logger?: boolean;
  latestCommentsLimit?: number;
}

class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Hashing first gives equal-length buffers, so the comparison time leaks nothing about the token. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

function describeError(error: FastifyError): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
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
  // Unexpected failures keep their details in the log, not in the answer.
  return { status, message: status >= 500 ? 'the feedback service failed; try again later' : error.message };
}

export async function buildApp({
  config,
  store,
  logger = false,
  latestCommentsLimit = 20,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Fastify's defaults would silently coerce wrong types and strip unknown fields; reject both instead.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });
  // Only JSON is accepted; without this, text/plain would be parsed and fail validation with a 400 instead of 415.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = describeError(error);
    if (status >= 500) request.log.error(error);
    return reply.status(status).send({ error: STATUS_CODES[status] ?? 'Error', message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: 'Not Found', message: `no route ${request.method} ${request.url.split('?')[0]}` }),
  );

  await app.register(cors, {
    origin: config.allowedOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type'],
    maxAge: 600, // spares readers a preflight on every vote
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `too many feedback submissions from this client; retry in ${context.after}`),
  });

  app.post<{ Body: FeedbackBody }>(
    '/feedback',
    {
      schema: { body: feedbackBodySchema },
      config: { rateLimit: { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs } },
    },
    async (request, reply) => {
      const id = store.insert(request.body);
      return reply.status(201).send({ id });
    },
  );

  app.get('/feedback/summary', async (request, reply) => {
    if (config.summaryToken === null) {
      throw new HttpError(
        503,
        'the summary is disabled: set FEEDBACK_SUMMARY_TOKEN on the feedback service to enable it',
      );
    }
    const token = bearerToken(request);
    if (token === null || !sameToken(token, config.summaryToken)) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new HttpError(401, 'a valid "Authorization: Bearer <token>" header is required');
    }
    return store.summary({ latestCommentsLimit });
  });

  app.get('/health', async () => ({ status: 'ok' }));

  return app;
}
