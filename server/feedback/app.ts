import { STATUS_CODES } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import cors from '@fastify/cors';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FeedbackConfig } from './config';
import { createDailyCap } from './daily-cap';
import { BODY_LIMIT_BYTES, describeError, HttpError } from './errors';
import { feedbackBodySchema, PATTERN_HINTS, type FeedbackBody } from './schema';
import { loadSitePages, type SitePages } from './site-pages';
import type { FeedbackStore } from './store';
import { parseSummaryQuery } from './summary-query';
import { cleanText, fieldWithLoneSurrogate } from './text';
import { createWriteQueue, type WriteQueue } from './writes';

export { BODY_LIMIT_BYTES };

/** Few legitimate reads (a report pages through a few hundred pages); enough to stop guessing the token. */
export const SUMMARY_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 } as const;
/** One subscriber usually gets a whole /64 and can rotate addresses inside it freely. */
export const IPV6_RATE_LIMIT_PREFIX = 64;

const PAGE = new RegExp(feedbackBodySchema.properties.page.pattern, 'u');

export interface BuildAppOptions {
  config: FeedbackConfig;
  store: FeedbackStore;
  /** Fastify's logger option: true, false, or pino options (tests pass a stream). */
  logger?: FastifyServerOptions['logger'];
  latestCommentsLimit?: number;
  /** The clock the daily cap counts with. */
  now?: () => Date;
  /** The pages feedback may be about; read from config.sitemapPath when not given. */
  sitePages?: SitePages;
  writeQueue?: WriteQueue;
}

/** The rate-limit bucket of a client address: the IPv4 address (also when IPv4-mapped) or the IPv6 /64. */
export function clientKey(ip: string): string {
  return normalizeIP(ip, IPV6_RATE_LIMIT_PREFIX);
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

function tooMany(what: string) {
  return (_request: FastifyRequest, context: { statusCode: number; after: string }) =>
    new HttpError(context.statusCode, `too many ${what} from this client; retry in ${context.after}`);
}

export async function buildApp({
  config,
  store,
  logger = false,
  latestCommentsLimit = 20,
  now = () => new Date(),
  sitePages = loadSitePages(config.sitemapPath, config.sitemapRequired),
  writeQueue = createWriteQueue(),
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
  const dailyCap = createDailyCap({ cap: config.dailyCap, now, countSince: (time) => store.countSince(time) });

  if (sitePages.source === null) {
    app.log.warn(
      `${config.sitemapPath === null ? 'FEEDBACK_SITEMAP=none' : `no sitemap at ${config.sitemapPath}`}: pages are not checked, any well-formed path is accepted ` +
        '(fine for development; build the site or set FEEDBACK_SITEMAP in production)',
    );
  } else {
    app.log.info(`accepting feedback on the ${sitePages.size} pages listed in ${sitePages.source}`);
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, headers = {} } = describeError(error);
    if (status >= 500) request.log.error(error);
    return reply
      .status(status)
      .headers(headers)
      .send({ error: STATUS_CODES[status] ?? 'Error', message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: 'Not Found', message: `no route ${request.method} ${request.url.split('?')[0]}` }),
  );
  // Closing waits for the writes still queued, so the caller can close the store right after.
  app.addHook('onClose', () => writeQueue.idle());

  await app.register(cors, {
    origin: config.allowedOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type'],
    maxAge: 600, // spares readers a preflight on every vote
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: tooMany('feedback submissions'),
  });

  app.post<{ Body: FeedbackBody }>(
    '/feedback',
    {
      schema: { body: feedbackBodySchema },
      config: { rateLimit: { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs } },
    },
    async (request, reply) => {
      const field = fieldWithLoneSurrogate({ ...request.body });
      if (field !== null) {
        throw new HttpError(
          400,
          `${field} contains a lone UTF-16 surrogate (half of a character, e.g. "\\ud800"); send valid Unicode text`,
        );
      }
      // Removing invisible characters could join '/\u200b/host' into '//host': check the cleaned path again.
      const cleanedPage = cleanText(request.body.page);
      if (!PAGE.test(cleanedPage)) throw new HttpError(400, `page ${PATTERN_HINTS.page}`);
      const page = sitePages.resolve(cleanedPage);
      if (page === null) {
        throw new HttpError(404, 'page is not a page of this site: feedback is only stored for pages in its sitemap');
      }
      const slot = dailyCap.reserve();
      if (!slot.ok) throw new HttpError(429, slot.message, { 'Retry-After': String(slot.retryAfterSeconds) });
      try {
        const id = await writeQueue.run(() => store.insert({ ...request.body, page }));
        return await reply.status(201).send({ id });
      } catch (error) {
        slot.release();
        throw error;
      }
    },
  );

  app.get(
    '/feedback/summary',
    {
      config: {
        rateLimit: {
          max: SUMMARY_RATE_LIMIT.max,
          timeWindow: SUMMARY_RATE_LIMIT.timeWindowMs,
          errorResponseBuilder: tooMany('summary requests'),
        },
      },
    },
    async (request, reply) => {
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
      const { page, limit } = parseSummaryQuery(request.query as Record<string, unknown>);
      const summary = store.summary({ latestCommentsLimit, pageOffset: (page - 1) * limit, pageLimit: limit });
      const nextPage = page * limit < summary.pagesWithFeedback ? page + 1 : null;
      return { ...summary, pagination: { page, limit, nextPage } };
    },
  );

  app.get('/health', async (_request, reply) => {
    const failure = writeQueue.lastFailure();
    if (failure === null) return { status: 'ok' };
    return reply.status(503).send({
      status: 'failing',
      message: `the last write failed at ${failure.at} (${failure.code}: ${failure.message}); healthy again after a successful write`,
      lastWriteFailure: failure,
    });
  });

  return app;
}
