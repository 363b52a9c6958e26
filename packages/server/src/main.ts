import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/lock';
import { LOG_SERIALIZERS } from './plugins/logging';
import { isClusterWorker, runPrimary } from './cluster';
import { startServer } from './server';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`buddy-server: invalid configuration: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel, serializers: LOG_SERIALIZERS });
  const worker = isClusterWorker();
  if (config.workers > 1 && !worker) {
    try {
      await runPrimary(config, logger);
    } catch (error) {
      logger.fatal({ err: error }, 'startup failed');
      process.exit(1);
    }
    return;
  }
  let server;
  try {
    server = await startServer(config, logger, { prepare: !worker });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`buddy-server: ${error.message}\n`);
    } else {
      logger.fatal({ err: error }, 'startup failed');
    }
    process.exit(1);
  }
  const running = server;
  if (!worker)
    logger.info(
      { database: running.database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
      `Buddy English on http://localhost:${config.port}`,
    );

  let signals = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    running.stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();
