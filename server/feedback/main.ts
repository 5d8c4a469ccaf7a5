import { loadConfig } from './config';
import { openStore } from './store';
import { buildApp } from './app';

/** Closing waits for in-flight writes, which give up within a second; anything longer is stuck. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  const store = openStore(config.dbPath);
  const app = await buildApp({ config, store, logger: true }).catch((error: unknown) => {
    store.close();
    throw error;
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl+C must not kill the process (exit 130) while submissions are still being written.
    if (stopping) {
      app.log.warn(`${signal} received again: ignored, still finishing in-flight submissions`);
      return;
    }
    stopping = true;
    app.log.info(`${signal} received, closing`);
    const deadline = setTimeout(() => {
      app.log.error(`shutdown took over ${SHUTDOWN_TIMEOUT_MS} ms; exiting without waiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    // HTTP closes first and waits for the queued writes (buildApp's onClose), then the database goes away.
    app
      .close()
      .then(() => store.close())
      .catch((error: unknown) => {
        app.log.error(error);
        process.exitCode = 1;
      })
      .finally(() => {
        clearTimeout(deadline);
        for (const name of SIGNALS) process.off(name, stop);
      });
  };
  for (const name of SIGNALS) process.on(name, stop);

  try {
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info(`feedback service listening on ${address} (database ${config.dbPath})`);
    if (config.summaryToken === null)
      app.log.warn('FEEDBACK_SUMMARY_TOKEN is unset: GET /feedback/summary answers 503');
  } catch (error) {
    app.log.error(error);
    for (const name of SIGNALS) process.off(name, stop);
    store.close();
    process.exitCode = 1;
  }
}
