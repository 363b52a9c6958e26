import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { ThrottleRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import type { PasswordHasher } from './modules/auth/passwords';
import { FailureThrottle } from './modules/auth/throttle';
import {
  mailResetChannel,
  unavailableResetChannel,
  type ResetChannel,
} from './modules/password-reset/channel';
import { ResetCodesRepository } from './modules/password-reset/repository';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { PasswordResetService, RESET_MAIL_POLICY } from './modules/password-reset/service';
import { TRIAL_PHONE_POLICY, TrialService, trialRoutes } from './modules/trial/trial';
import { boardRoutes } from './modules/boards/routes';
import { BoardsRepository } from './modules/boards/repository';
import { BoardsService } from './modules/boards/service';
import { dailyRoutes } from './modules/daily/routes';
import { DailyRepository } from './modules/daily/repository';
import { DailyService } from './modules/daily/service';
import { dictionaryRoutes } from './modules/dictionary/routes';
import { DictionaryService, readWordBank } from './modules/dictionary/service';
import { MembersRepository } from './modules/members/repository';
import { memberRoutes } from './modules/members/routes';
import { MembersService } from './modules/members/service';
import { LocalRevocations, PostgresRevocations, TokenVersions } from './modules/members/token-versions';
import { MypageStudiesRepository } from './modules/mypage-studies/repository';
import { DiskRecordingStore } from './modules/recordings/store';
import { bearerMember, mypageStudiesRoutes } from './modules/mypage-studies/routes';
import { MypageStudiesService, RecordingLinks } from './modules/mypage-studies/service';
import { GameRepository } from './modules/game/repository';
import { gameRoutes } from './modules/game/routes';
import { AlbumService } from './modules/reward/album';
import { AlbumRepository } from './modules/reward/album-repository';
import { albumRoutes } from './modules/reward/album-routes';
import { RewardRepository } from './modules/reward/repository';
import { rewardRoutes } from './modules/reward/routes';
import { RewardService } from './modules/reward/service';
import { readContentReward } from './seed/reward';
import { GameService } from './modules/game/service';
import { LibraryRepository } from './modules/library/repository';
import { qrcodeRoutes } from './modules/qrcode/routes';
import { libraryRoutes } from './modules/library/routes';
import { LibraryService } from './modules/library/service';
import { SiteRepository } from './modules/site/repository';
import { siteRoutes } from './modules/site/routes';
import { SiteService } from './modules/site/service';
import { StudiesRepository } from './modules/studies/repository';
import { studiesRoutes } from './modules/studies/routes';
import { StudiesService } from './modules/studies/service';
import { SiteLinksRepository } from './modules/study/repository';
import { studyRoutes } from './modules/study/routes';
import { StudyLinksService } from './modules/study/service';
import { systemRoutes } from './modules/system/routes';
import { ReviewRepository } from './modules/review/repository';
import { reviewRoutes } from './modules/review/routes';
import { ReviewService } from './modules/review/service';
import { TestsRepository } from './modules/test-paper/repository';
import { testRoutes } from './modules/test-paper/routes';
import { TestsService } from './modules/test-paper/service';
import { createAuthenticate } from './plugins/auth';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/errors';
import { registerLoadShedding } from './plugins/load-shedding';
import { lazySerializerFactory } from './plugins/lazy-serializer';
import { LOG_SERIALIZERS } from './plugins/logging';
import { createContractRouter, loadOpenApi, type OpenApiDocument } from './plugins/openapi';
import { registerNoStore, registerSecretLinks, registerSecurity } from './plugins/security';
import { registerShutdown } from './plugins/shutdown';
import { API_PREFIX, registerContent, registerStatic } from './plugins/static';
import { TokenService, type Clock } from './plugins/tokens';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** fastify's logger option (false in tests), or a pino instance. */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** The contract; defaults to packages/contract/bundled/openapi.json. */
  openapi?: OpenApiDocument;
  /** How passwords are hashed and checked; argon2id by default (a test wraps it to count the checks). */
  passwords?: PasswordHasher;
}

/** Per-address limit of the find-id / find-password calls. */
export const FIND_RATE_LIMIT = 10;

function isLoggerInstance(logger: BuildAppOptions['logger']): logger is FastifyBaseLogger {
  return (
    typeof logger === 'object' && logger !== null && typeof (logger as FastifyBaseLogger).child === 'function'
  );
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? (() => new Date());
  const logger = options.logger ?? { level: config.logLevel, serializers: LOG_SERIALIZERS };
  const app = Fastify({
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    bodyLimit: 64 * 1024,
    // Router and parser errors in the product's body, never echoing the URL (plugins/errors.ts).
    frameworkErrors,
    clientErrorHandler,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // fast-json-stringify checks anyOf branches (ErrorBody) with its own ajv: OpenAPI schemas are not strict-typed.
    serializerOpts: { ajv: { strictTypes: false } },
    // Each route's serializer is built when it first answers, not at start (plugins/lazy-serializer.ts).
    schemaController: { compilersFactory: { buildSerializer: lazySerializerFactory() } },
    // Shutdown (plugins/shutdown.ts): a request on a connection the server accepted is answered even while it
    // closes (with Connection: close), never with fastify's bare 503.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }) as unknown as FastifyInstance;
  app.decorateRequest('auth', null);
  app.decorateRequest('authBy', null);
  // The web app's session cookie (ADR 048): parsed for the auth hook, set by sign-in, cleared by sign-out.
  await app.register(fastifyCookie);
  // First of all hooks: a request the server is too busy for is refused before any other work (ADR 023).
  await registerLoadShedding(app, {
    prefix: API_PREFIX,
    exempt: [`${API_PREFIX}/health`],
    maxInFlight: config.maxInFlight,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
  });
  // Graceful shutdown: app.shutdown.drain() turns the health check 503 while everything else is still served, then
  // close() stops the listener, answers what it accepted (Connection: close) and closes idle keep-alive sockets.
  registerShutdown(app, `${API_PREFIX}/health`);
  registerErrorHandler(app);
  const throttleRepository = new ThrottleRepository(database.db);
  await registerSecurity(app, throttleRepository);
  registerNoStore(app, API_PREFIX);
  registerSecretLinks(app);
  // The contract takes JSON (and multipart for the upload): a text/plain body is 415, not a string to validate.
  app.removeContentTypeParser('text/plain');

  const members = new MembersRepository(database.db);
  const tokens = new TokenService(config.jwtSecret, clock);
  const throttle = new FailureThrottle(throttleRepository, clock);
  const membersService = new MembersService(members);
  // Token versions are remembered per process and forgotten on every process's revocation (ADR 022).
  const versions = new TokenVersions(
    members,
    database.driver.kind === 'postgres'
      ? new PostgresRevocations(database.driver.connectionString, database.driver.pool)
      : new LocalRevocations(),
  );
  await versions.start();
  app.addHook('onClose', async () => versions.stop());
  const authenticateOptional = createAuthenticate(tokens, versions, { optional: true, clock });
  const router = createContractRouter(app, options.openapi ?? loadOpenApi(), {
    prefix: API_PREFIX,
    authenticate: createAuthenticate(tokens, versions, { clock }),
    authenticateOptional,
  });

  systemRoutes(router, database.db, database.kind);
  authRoutes(
    router,
    new AuthService(members, versions, tokens, throttle, config.jwtSecret, options.passwords),
    {
      login: config.loginRateLimit,
      find: FIND_RATE_LIMIT,
    },
  );
  let resetChannel: ResetChannel = unavailableResetChannel;
  if (config.smtpUrl) {
    const mail = mailResetChannel({ smtpUrl: config.smtpUrl, from: config.mailFrom });
    app.addHook('onClose', async () => mail.close());
    resetChannel = mail;
  } else {
    app.log.warn('SMTP_URL is not set: find-password cannot send the guardian a code');
  }
  passwordResetRoutes(
    router,
    new PasswordResetService(
      members,
      new ResetCodesRepository(database.db),
      tokens,
      throttle,
      new FailureThrottle(throttleRepository, clock, RESET_MAIL_POLICY),
      resetChannel,
      config.jwtSecret,
      clock,
    ),
    FIND_RATE_LIMIT,
  );
  memberRoutes(router, membersService);
  studyRoutes(
    router,
    new StudyLinksService(new SiteLinksRepository(database.db), membersService, {
      legacySites: config.legacySites,
      logoutPage: config.logoutPage,
    }),
  );
  const testsRepository = new TestsRepository(database.db);
  const testsService = new TestsService(testsRepository, membersService, tokens, clock);
  testRoutes(router, testsService, FIND_RATE_LIMIT);
  // Tests left open past their time are closed on a timer, whether or not anyone comes back (issue 30).
  if (config.attemptSweepMs > 0) {
    let sweeping = false;
    const sweep = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      testsService
        .closeExpired()
        .catch((error: unknown) => app.log.error({ err: error }, 'closing expired tests failed'))
        .finally(() => {
          sweeping = false;
        });
    }, config.attemptSweepMs);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
  // The children's recordings: on the disk of DATA_DIR (docs/scaling.md names what several machines need).
  const recordings = new DiskRecordingStore(path.join(config.dataDir, 'recordings'));
  const studiesRepository = new StudiesRepository(database.db);
  const studiesService = new StudiesService(studiesRepository, membersService, clock);
  studiesRoutes(router, studiesService);
  await app.register(multipart);
  dailyRoutes(
    router,
    new DailyService(
      new DailyRepository(database.db),
      studiesRepository,
      studiesService,
      clock,
      { content: config.contentDir, incoming: path.join(config.dataDir, 'recordings') },
      recordings,
    ),
  );
  boardRoutes(router, new BoardsService(new BoardsRepository(database.db), clock));
  const siteRepository = new SiteRepository(database.db);
  siteRoutes(router, new SiteService(siteRepository, clock));
  trialRoutes(
    router,
    new TrialService(
      database.db,
      siteRepository,
      new FailureThrottle(throttleRepository, clock, TRIAL_PHONE_POLICY),
      clock,
    ),
  );
  libraryRoutes(router, new LibraryService(new LibraryRepository(database.db), membersService));
  gameRoutes(router, new GameService(new GameRepository(database.db), membersService, clock));
  const rewardRepository = new RewardRepository(database.db);
  const rewardService = new RewardService(
    rewardRepository,
    studiesService,
    clock,
    readContentReward(config.contentDir).starter,
  );
  rewardRoutes(router, rewardService);
  // The growth album (ADR 035): pictures signed like recordings, under their own purpose.
  albumRoutes(
    router,
    new AlbumService(
      new AlbumRepository(database.db),
      rewardRepository,
      rewardService,
      clock,
      new RecordingLinks(config.jwtSecret, clock, 'picture'),
      config.contentDir,
    ),
    bearerMember(tokens, versions),
  );
  qrcodeRoutes(router, database.db);
  const wordBank = readWordBank(config.contentDir);
  dictionaryRoutes(router, new DictionaryService(wordBank));
  // The spaced review (issue 30, ADR 073): words of the units finished and questions missed, scheduled by FSRS.
  const reviewService = new ReviewService(
    new ReviewRepository(database.db),
    testsRepository,
    studiesService,
    wordBank,
    clock,
  );
  reviewRoutes(router, reviewService);
  mypageStudiesRoutes(
    router,
    new MypageStudiesService(
      new MypageStudiesRepository(database.db, studiesRepository),
      new RecordingLinks(config.jwtSecret, clock),
      recordings,
      clock,
      (memNo) => reviewService.wordsOf(memNo),
    ),
    bearerMember(tokens, versions),
  );
  await registerContent(app, config.contentDir);
  await registerStatic(app, config.appDist, router, authenticateOptional);
  return app;
}
