import { loadConfig } from './config';
import { openStore } from './store';
import { buildApp } from './app';

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  const store = openStore(config.dbPath);
  const app = await buildApp({ config, store, logger: true });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, closing`);
    // Close HTTP first so in-flight submissions are written before the database goes away.
    await app.close();
    store.close();
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info(`feedback service listening on ${address} (database ${config.dbPath})`);
    if (config.summaryToken === null)
      app.log.warn('FEEDBACK_SUMMARY_TOKEN is unset: GET /feedback/summary answers 503');
  } catch (error) {
    app.log.error(error);
    store.close();
    process.exitCode = 1;
  }
}
