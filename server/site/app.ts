import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';

export interface SiteAppOptions {
  /** The production build: one index.html per page, 404.html, hashed files under assets/. */
  siteDir: string;
  /** The feedback service (server/feedback's buildApp), answering its paths on the same origin. */
  feedback: FastifyInstance;
  logger?: boolean;
}

export const NOT_FOUND_PAGE = '404.html';
/** Docusaurus names every file under assets/ by its content hash, so a URL there never changes meaning. */
export const HASHED_ASSETS_PREFIX = '/assets/';

/** The feedback service's paths (POST /feedback, GET /feedback/summary, GET /health); the rest is the site. */
export function isFeedbackPath(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname === '/health' || pathname === '/feedback' || pathname.startsWith('/feedback/');
}

/** Fails with the command to run when `siteDir` holds no build, before anything else complains about it. */
export function checkSiteBuild(siteDir: string): void {
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
    throw new Error(`no production build in ${siteDir} (no index.html): run \`npm run build\` first`);
  }
}

/**
 * One origin for the built site and the feedback API, so production pages post to the relative `/feedback`.
 * Static files are served as `docusaurus serve` does: a folder URL gets its index.html, a folder without
 * its trailing slash is redirected to it, and a miss gets 404.html with status 404. Closing the returned
 * app stops the HTTP server first, then the feedback app, so in-flight submissions finish.
 */
export async function buildSiteApp({ siteDir, feedback, logger = false }: SiteAppOptions): Promise<FastifyInstance> {
  checkSiteBuild(siteDir);
  const hasNotFoundPage = fs.existsSync(path.join(siteDir, NOT_FOUND_PAGE));

  // The feedback app keeps its own validation, error format, CORS and rate limits: each request goes
  // whole to one app or the other, decided by path, on the server this app owns.
  await feedback.ready();
  const app = Fastify({
    logger,
    // Page and asset hits would drown the feedback service's log lines; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    serverFactory: (handler) =>
      http.createServer((request, response) =>
        isFeedbackPath(request.url ?? '/') ? feedback.routing(request, response) : handler(request, response),
      ),
  });
  app.addHook('onClose', async () => {
    await feedback.close();
  });

  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // Compressed on every request: Brotli's default quality (11) takes 2.4 s for the 475 KB main bundle,
    // quality 4 about 30 ms, as fast as gzip and still smaller.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyStatic, { root: siteDir, redirect: true });
  await app.register(fastifyStatic, {
    root: path.join(siteDir, HASHED_ASSETS_PREFIX),
    prefix: HASHED_ASSETS_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404);
    return hasNotFoundPage ? reply.sendFile(NOT_FOUND_PAGE) : reply.type('text/plain').send('Not Found');
  });
  return app;
}
