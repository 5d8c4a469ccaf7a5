import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  BROTLI_QUALITY,
  COMPRESSED_ASSET_CACHE_BYTES,
  createCompressedCache,
  isCompressible,
  preferredEncoding,
} from './compressedAssets';

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

  // Hashed assets are compressed once and kept (they never change under their name); pages, which a
  // deploy changes, are compressed on each request by @fastify/compress, which skips a reply that
  // already has its encoding.
  const compressedAssets = createCompressedCache(COMPRESSED_ASSET_CACHE_BYTES);
  const assetsDir = path.join(siteDir, HASHED_ASSETS_PREFIX);
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = request.url.split('?')[0];
    if (request.method !== 'GET' || reply.statusCode !== 200 || !pathname.startsWith(HASHED_ASSETS_PREFIX)) {
      return payload;
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const file = path.join(assetsDir, decodeURIComponent(pathname.slice(HASHED_ASSETS_PREFIX.length)));
    // @fastify/static found the file under assets/ to answer 200; the check keeps the cache to that folder.
    if (!encoding || !isCompressible(pathname) || !file.startsWith(assetsDir)) return payload;
    (payload as { destroy?: () => void } | null)?.destroy?.();
    reply.header('content-encoding', encoding).header('vary', 'accept-encoding').removeHeader('content-length');
    return compressedAssets.get(file, encoding, () => fs.readFileSync(file));
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
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
