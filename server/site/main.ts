import type { FastifyInstance } from 'fastify';
import { loadConfig, type FeedbackConfig } from '../feedback/config';
import { openStore } from '../feedback/store';
import { buildApp } from '../feedback/app';
import { buildSiteApp, checkSiteBuild } from './app';
import { feedbackEnvFor, loadSiteConfig, type SiteServerConfig } from './config';

export interface RunningSite {
  app: FastifyInstance;
  url: string;
  site: SiteServerConfig;
  feedback: FeedbackConfig;
  /** Stops HTTP first, so in-flight submissions are written before the database closes. */
  close(): Promise<void>;
}

/** The production build and the feedback API on one origin, configured by `env` (README, "Deploying"). */
export async function startSiteServer(env: NodeJS.ProcessEnv, { logger = false } = {}): Promise<RunningSite> {
  const site = loadSiteConfig(env);
  checkSiteBuild(site.siteDir);
  const feedback = loadConfig(feedbackEnvFor(site, env));
  const store = openStore(feedback.dbPath);
  let feedbackApp: FastifyInstance | undefined;
  let app: FastifyInstance | undefined;
  try {
    feedbackApp = await buildApp({ config: feedback, store, logger });
    app = await buildSiteApp({ siteDir: site.siteDir, feedback: feedbackApp, logger });
    const url = await app.listen({ port: site.port, host: site.host });
    const running = app;
    const close = async () => {
      await running.close();
      store.close();
    };
    return { app, url, site, feedback, close };
  } catch (error) {
    // Closing the site app closes the feedback app too.
    await (app ?? feedbackApp)?.close();
    store.close();
    throw error;
  }
}

/** `npm run serve`. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { app, url, site, feedback, close } = await startSiteServer(env, { logger: true });
  app.log.info(`site and feedback service listening on ${url} (build ${site.siteDir}, database ${feedback.dbPath})`);
  if (feedback.summaryToken === null)
    app.log.warn('FEEDBACK_SUMMARY_TOKEN is unset: GET /feedback/summary answers 503');

  let stopping = false;
  const stop = (signal: string) => {
    // A second Ctrl+C while closing must not cut in-flight submissions short.
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, closing`);
    close().catch((error: unknown) => {
      app.log.error(error);
      process.exitCode = 1;
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
