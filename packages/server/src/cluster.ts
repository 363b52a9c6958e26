import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { openPostgres } from './db/client';
import { prepareDatabase } from './server';

/** How long the primary waits before starting again a worker that died (so a crash loop does not spin). */
export const RESTART_DELAY_MS = 1000;

/**
 * WORKERS > 1 (ADR 024): this process is the primary. It prepares the database once (migrations, seed), then forks
 * the workers, which share the port through Node's cluster (the primary accepts and hands connections round robin)
 * and keep nothing between requests that another worker would need: sessions are bearer tokens, throttles, tickets
 * and token versions live in PostgreSQL. A worker that dies is started again; SIGTERM/SIGINT are passed to every
 * worker, which drains and stops as a single server does, and the primary exits when all have.
 */
export async function runPrimary(config: Config, logger: FastifyBaseLogger): Promise<void> {
  if (!config.databaseUrl) throw new Error('a cluster needs DATABASE_URL');
  const database = await openPostgres(config.databaseUrl, { max: 2 });
  try {
    await prepareDatabase(database, config, logger);
  } finally {
    await database.close();
  }

  let stopping = false;
  const fork = (): Worker => cluster.fork({ BUDDY_CLUSTER_WORKER: '1' });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('all workers stopped');
        process.exit(0);
      }
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.workers) {
      logger.info({ workers: config.workers }, `Buddy English on http://localhost:${config.port}`);
    }
  });
  for (let i = 0; i < config.workers; i += 1) fork();

  let signals = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      logger.warn({ signal }, 'second signal: exiting now');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down: every worker finishes its in-flight requests');
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** True in a worker forked by runPrimary. */
export const isClusterWorker = (): boolean => cluster.isWorker && process.env.BUDDY_CLUSTER_WORKER === '1';
