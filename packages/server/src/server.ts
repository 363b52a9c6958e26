import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { fileClock } from './plugins/test-clock';
import type { Config } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { acquireDataDirLock, type DataDirLock } from './db/lock';
import { migrate } from './db/migrate';
import {
  fillDemoGuardians,
  hasPapers,
  isEmpty,
  seedDemo,
  seedDemoCopies,
  seedDemoHistory,
  seedDemoTests,
} from './seed/demo';
import { hasLibrary, readContentLibrary, seedLibrary } from './seed/library';
import { hasQr, readContentQr, seedQr } from './seed/qrcode';
import { hasReward, readContentReward, seedReward } from './seed/reward';
import { seedDemoCoins } from './seed/demo-coins';
import { hasManuals, readContentManuals, seedManuals } from './seed/manuals';
import { readContentPapers, seedPapers } from './seed/papers';
import { hasSiteContent, seedSite } from './seed/site';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /**
   * Drain (health 503, everything else still served) for config.shutdownDrainMs, then stop accepting, answer every
   * request already accepted, close idle connections, CHECKPOINT and close the database, release the lock.
   */
  stop(): Promise<void>;
}

/**
 * Applies the migrations and seeds the demo content when the embedded database is empty (or SEED_DEMO=1), then the
 * question bank and the study manuals whenever the database has none.
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  logger: FastifyBaseLogger,
): Promise<void> {
  await migrate(database);
  const seeding = config.seedDemo || (database.kind === 'pglite' && (await isEmpty(database.db)));
  if (seeding) {
    const report = await seedDemo(database.db);
    logger.info(report, 'demo content seeded');
  }
  // A development database from before guardian contacts: its demo members get theirs (ADR 045).
  if (seeding || database.kind === 'pglite') {
    const filled = await fillDemoGuardians(database.db);
    if (filled > 0) logger.info({ filled }, 'demo guardian contacts added');
  }
  // The question bank: with the demo content, and whenever the database has no paper yet (on PostgreSQL too,
  // since tests cannot run without papers).
  if (seeding || !(await hasPapers(database.db))) {
    const report = await seedPapers(database.db, readContentPapers(config.contentDir));
    logger.info(report, 'test papers loaded');
  }
  // The study manuals, the same way.
  if (seeding || !(await hasManuals(database.db))) {
    const report = await seedManuals(database.db, readContentManuals(config.contentDir));
    logger.info(report, 'study manuals loaded');
  }
  // The library's items, the same way (content, like the manuals).
  if (seeding || !(await hasLibrary(database.db))) {
    logger.info(await seedLibrary(database.db, readContentLibrary(config.contentDir)), 'library loaded');
  }
  // The textbooks' QR answer sheets, the same way.
  if (seeding || !(await hasQr(database.db))) {
    logger.info(await seedQr(database.db, readContentQr(config.contentDir)), 'QR answer sheets loaded');
  }
  // The reward area's lands and items, the same way (ADR 034).
  if (seeding || !(await hasReward(database.db))) {
    logger.info(
      await seedReward(database.db, readContentReward(config.contentDir)),
      'reward catalogue loaded',
    );
  }
  // The brand site's notices, FAQ, branches and home: with the demo content, and on the embedded database whenever
  // it has none (a data directory seeded before the site existed gets them too).
  if (seeding || (database.kind === 'pglite' && !(await hasSiteContent(database.db)))) {
    logger.info(await seedSite(database.db), 'site content seeded');
  }
  // student01's study history needs the manuals (their units and parts).
  if (seeding) {
    logger.info(await seedDemoHistory(database.db), 'demo study history seeded');
    logger.info(await seedDemoTests(database.db), 'demo test results seeded');
    if (config.demoCopies > 0) {
      logger.info(await seedDemoCopies(database.db, config.demoCopies), 'demo account copies seeded');
    }
    logger.info(await seedDemoCoins(database.db), 'demo coins paid for the seeded history');
  }
}

export interface StartOptions {
  /**
   * Migrate and seed before listening (default). A cluster worker passes false: its primary prepared the database
   * before forking (main.ts), so that workers never race to migrate or seed.
   */
  prepare?: boolean;
}

/**
 * Opens the database (PGlite in DATA_DIR under an exclusive lock, or PostgreSQL at DATABASE_URL), prepares it
 * (prepareDatabase) unless told not to, and listens.
 */
export async function startServer(
  config: Config,
  logger: FastifyBaseLogger,
  options: StartOptions = {},
): Promise<RunningServer> {
  let lock: DataDirLock | null = null;
  let database: Database | null = null;
  try {
    if (config.databaseUrl) {
      database = await openPostgres(config.databaseUrl, { max: config.poolSize });
    } else {
      lock = acquireDataDirLock(config.dataDir);
      database = await openPglite(path.join(config.dataDir, 'pglite'));
    }
    if (options.prepare !== false) await prepareDatabase(database, config, logger);
    const clock = config.testClockFile ? fileClock(config.testClockFile) : undefined;
    if (clock)
      logger.warn({ file: config.testClockFile }, 'the clock is moved by TEST_CLOCK_FILE (journeys only)');
    const app = await buildApp({ config, database, logger, ...(clock ? { clock } : {}) });
    await app.listen({ port: config.port, host: config.host });
    const db = database;
    let stopping: Promise<void> | null = null;
    return {
      app,
      database: db,
      stop() {
        stopping ??= (async () => {
          try {
            const drainMs = config.shutdownDrainMs;
            app.shutdown.drain();
            if (drainMs > 0) {
              logger.info({ drainMs }, 'draining: health answers 503, requests are still served');
              await new Promise((resolve) => setTimeout(resolve, drainMs));
            }
            await app.close();
          } finally {
            await db
              .checkpoint()
              .catch((error: unknown) => logger.error({ err: error }, 'checkpoint failed'));
            await db.close();
            lock?.release();
          }
        })();
        return stopping;
      },
    };
  } catch (error) {
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}
