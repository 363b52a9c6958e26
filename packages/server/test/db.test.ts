import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { fileClock } from '../src/plugins/test-clock';
import { queryRows } from '../src/db/client';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from '../src/db/lock';
import { migrate } from '../src/db/migrate';
import { members, products, siteLinks } from '../src/db/schema';
import { SERVER_ROOT } from '../src/paths';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';
import { isEmpty, seedDemo } from '../src/seed/demo';
import { openTestDatabase, type TestDatabase } from './helpers';

const temp = mkdtempSync(path.join(tmpdir(), 'buddy-db-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('given a fresh database', () => {
  let fresh: TestDatabase;
  beforeAll(async () => {
    fresh = await openTestDatabase();
  });
  afterAll(async () => {
    await fresh?.drop();
  });

  const ALL_TABLES = [
    'attendance',
    'auth_throttle',
    'board_posts',
    'branches',
    'buddy_growth',
    'game_results',
    'game_rounds',
    'home_awards',
    'home_banners',
    'home_popups',
    'home_promotions',
    'level_candidates',
    'library_items',
    'members',
    'password_reset_codes',
    'portfolios',
    'products',
    'qr_answer_sheets',
    'review_cards',
    'review_log',
    'reward_care',
    'reward_inventory',
    'reward_items',
    'reward_lands',
    'reward_ledger',
    'reward_pets',
    'reward_pictures',
    'sales_offices',
    'site_faqs',
    'site_links',
    'site_notices',
    'study_manuals',
    'study_progress',
    'study_served',
    'test_answers',
    'test_attempts',
    'test_papers',
    'test_questions',
    'trial_requests',
    'video_tickets',
  ];

  it('applies the migrations, and applying them again changes nothing', async () => {
    await migrate(fresh.database);
    const tables = async () =>
      (
        await queryRows<{ table_name: string }>(
          fresh.database.db,
          sql`select table_name from information_schema.tables where table_schema = current_schema() order by 1`,
        )
      ).map((r) => r.table_name);
    expect(await tables()).toEqual(ALL_TABLES);
    await migrate(fresh.database);
    expect(await tables()).toEqual(ALL_TABLES);
  });

  it('is empty, then seeded with every demo account, and seeding again adds nothing', async () => {
    expect(await isEmpty(fresh.database.db)).toBe(true);
    const first = await seedDemo(fresh.database.db);
    expect(first.membersAdded).toBe(DEMO_ACCOUNTS.length);
    expect(first.linksAdded).toBeGreaterThan(0);
    const counts = async () => {
      const db = fresh.database.db;
      const [m] = await db.select({ n: count() }).from(members);
      const [p] = await db.select({ n: count() }).from(products);
      const [l] = await db.select({ n: count() }).from(siteLinks);
      return [m?.n, p?.n, l?.n];
    };
    const before = await counts();
    expect(await seedDemo(fresh.database.db)).toEqual({ membersAdded: 0, linksAdded: 0 });
    expect(await counts()).toEqual(before);
    expect(await isEmpty(fresh.database.db)).toBe(false);
  });

  it('covers every member-type group of spec §4 in the demo accounts', () => {
    const types = new Set(DEMO_ACCOUNTS.flatMap((a) => a.products.map((p) => p.memTp)));
    for (const t of ['A', 'B', 'E', 'F', 'C', 'D', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'Z'])
      expect(types).toContain(t);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.birth)).size).toBe(DEMO_ACCOUNTS.length);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.gender))).toEqual(new Set(['남성', '여성']));
  });
});

describe('given the data-directory lock', () => {
  it('refuses a second holder with a message naming the directory and the pid', () => {
    const dir = path.join(temp, 'locked');
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(
        `${dir} is in use by another Buddy server (pid ${process.pid})`,
      );
    } finally {
      lock.release();
    }
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('treats a fresh empty lock file as held (its writer is between create and write)', () => {
    const dir = path.join(temp, 'fresh-empty');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, LOCK_FILE), '');
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock left by a dead process', () => {
    const dir = path.join(temp, 'stale');
    mkdirSync(dir, { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(path.join(dir, LOCK_FILE), `${dead}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('makes a second server process exit at once with that message', async () => {
    const dir = path.join(temp, 'second-process');
    const lock = acquireDataDirLock(dir);
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'main.ts')], {
        cwd: SERVER_ROOT,
        env: { ...process.env, DATA_DIR: dir, PORT: '18099', DATABASE_URL: '', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(
        `The data directory ${dir} is in use by another Buddy server (pid ${process.pid})`,
      );
      expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
    } finally {
      lock.release();
    }
  });
});

describe('given the sweep of tests left open (ATTEMPT_SWEEP_MS)', () => {
  it('runs every minute by default, can be turned off with 0, and refuses what is not a duration', () => {
    const cwd = path.join(temp, 'cwd');
    expect(loadConfig({}, cwd).attemptSweepMs).toBe(60_000);
    expect(loadConfig({ ATTEMPT_SWEEP_MS: '0' }, cwd).attemptSweepMs).toBe(0);
    expect(() => loadConfig({ ATTEMPT_SWEEP_MS: '-5' }, cwd)).toThrow(ConfigError);
    expect(() => loadConfig({ ATTEMPT_SWEEP_MS: 'soon' }, cwd)).toThrow(ConfigError);
  });
});

describe('given a moved clock for the browser journeys (TEST_CLOCK_FILE)', () => {
  it('takes the file on the embedded database, and refuses it with PostgreSQL and in production', () => {
    const cwd = path.join(temp, 'cwd');
    expect(loadConfig({ TEST_CLOCK_FILE: 'clock.txt' }, cwd).testClockFile).toBe(path.join(cwd, 'clock.txt'));
    expect(() =>
      loadConfig({ TEST_CLOCK_FILE: 'clock.txt', DATABASE_URL: 'postgres://u@h/db' }, cwd),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ TEST_CLOCK_FILE: 'clock.txt', NODE_ENV: 'production' }, cwd)).toThrow(
      ConfigError,
    );
  });

  it('runs the clock ahead by the file’s milliseconds, read at every call; no file or a bad one is the real time', () => {
    const file = path.join(temp, 'clock-offset.txt');
    const clock = fileClock(file, () => 1_000_000);
    expect(clock().getTime()).toBe(1_000_000);
    writeFileSync(file, String(86_400_000));
    expect(clock().getTime()).toBe(1_000_000 + 86_400_000);
    writeFileSync(file, '-3600000\n');
    expect(clock().getTime()).toBe(1_000_000 - 3_600_000);
    writeFileSync(file, 'tomorrow');
    expect(clock().getTime()).toBe(1_000_000);
  });
});

describe('given the configuration', () => {
  it('has the documented defaults and keeps a generated JWT secret in DATA_DIR', () => {
    const cwd = path.join(temp, 'cwd');
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: null,
      seedDemo: false,
      demoCopies: 0,
      logLevel: 'info',
      loginRateLimit: 30,
      trustProxy: false,
      maxInFlight: 192,
      maxEventLoopDelayMs: 1500,
      poolSize: 10,
      workers: 1,
      legacySites: {},
      logoutPage: '',
      smtpUrl: null,
      mailFrom: '버디 잉글리시 <no-reply@buddy-english.example>',
      testClockFile: null,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }, cwd).maxInFlight).toBe(512);
    expect(config.appDist).toBe(path.resolve(SERVER_ROOT, '..', 'app', 'dist'));
    const file = path.join(cwd, 'data', 'jwt-secret');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(config.jwtSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({}, cwd).jwtSecret).toBe(config.jwtSecret);
  });

  it('takes the environment', () => {
    const config = loadConfig(
      {
        PORT: '18081',
        HOST: '127.0.0.1',
        DATA_DIR: '/tmp/x',
        DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
        JWT_SECRET: 'a'.repeat(40),
        SEED_DEMO: '1',
        DEMO_COPIES: '12',
        APP_DIST: 'dist',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT: '100000',
        TRUST_PROXY: '1',
        MAX_IN_FLIGHT: '64',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        DB_POOL_SIZE: '20',
        WORKERS: '2',
        LEGACY_SITE_EX: 'https://ex.legacy.example/login',
        LEGACY_SITE_RNL: ' https://rnl.legacy.example/ ',
        LOGOUT_PAGE: 'https://www.publisher.example/logout',
        SMTP_URL: 'smtps://mailer:secret@smtp.publisher.example:465',
        MAIL_FROM: 'Buddy <help@publisher.example>',
      },
      temp,
    );
    expect(config).toMatchObject({
      port: 18081,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u:p@127.0.0.1:5432/db',
      jwtSecret: 'a'.repeat(40),
      seedDemo: true,
      demoCopies: 12,
      appDist: path.join(temp, 'dist'),
      logLevel: 'warn',
      loginRateLimit: 100000,
      trustProxy: 1,
      maxInFlight: 64,
      maxEventLoopDelayMs: 0,
      poolSize: 20,
      workers: 2,
      legacySites: { EX: 'https://ex.legacy.example/login', RnL: 'https://rnl.legacy.example/' },
      logoutPage: 'https://www.publisher.example/logout',
      smtpUrl: 'smtps://mailer:secret@smtp.publisher.example:465',
      mailFrom: 'Buddy <help@publisher.example>',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ DEMO_COPIES: '51' }, 'DEMO_COPIES'],
    [{ DEMO_COPIES: '-1' }, 'DEMO_COPIES'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ LOGIN_RATE_LIMIT: '0' }, 'LOGIN_RATE_LIMIT'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ MAX_IN_FLIGHT: 'many' }, 'MAX_IN_FLIGHT'],
    [{ DB_POOL_SIZE: '0' }, 'DB_POOL_SIZE'],
    [{ WORKERS: '0' }, 'WORKERS'],
    [{ WORKERS: '2' }, 'WORKERS above 1 needs DATABASE_URL'],
    [{ LEGACY_SITE_EB: 'http://eb.legacy.example/' }, 'LEGACY_SITE_EB'],
    [{ LEGACY_SITE_EBB: 'not an address' }, 'LEGACY_SITE_EBB'],
    [{ LOGOUT_PAGE: 'javascript:alert(1)' }, 'LOGOUT_PAGE'],
    [{ SMTP_URL: 'http://mail.example/' }, 'SMTP_URL'],
    [{ SMTP_URL: 'not an address' }, 'SMTP_URL'],
  ])('refuses %j with an error naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: path.join(temp, 'cfg'), ...env }, temp)).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: path.join(temp, 'cfg'), ...env }, temp)).toThrow(name);
  });
});
