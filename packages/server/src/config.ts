import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_APP_DIST, DEFAULT_CONTENT_DIR } from './paths';

/** The server's whole configuration. This module is the only place that reads process.env. */
export interface Config {
  port: number;
  host: string;
  /** Absolute path; holds the embedded database (pglite/), its lock file and the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded PGlite database in dataDir. */
  databaseUrl: string | null;
  jwtSecret: string;
  /** Seed the demo content even when the database is not empty or not embedded (SEED_DEMO=1). */
  seedDemo: boolean;
  /**
   * Copies of every demo account seeded beside it (DEMO_COPIES, default 0, at most 50): copy n of `student01` is
   * `student01c<n>`, with the same products, history, tests and posts. The browser journeys give each journey its own
   * copy, so that no journey depends on what another did; a classroom demo can hand one to each child.
   */
  demoCopies: number;
  /** The built app (absolute path). */
  appDist: string;
  /** The content bank (absolute path): papers/*.json seeded into the database, media/ served at /content/. */
  contentDir: string;
  logLevel: LogLevel;
  /** Login attempts a minute per client address (LOGIN_RATE_LIMIT, default 30). Raise it only for benchmarks. */
  loginRateLimit: number;
  /**
   * Whom to trust for the client address (X-Forwarded-For) that the per-address limits key on: false (default,
   * the socket address), a hop count, or a comma-separated list of proxy addresses/CIDRs (TRUST_PROXY).
   */
  trustProxy: boolean | number | string;
  /**
   * Shutdown drain (SHUTDOWN_DRAIN_MS): after SIGTERM/SIGINT the health check answers 503 for this long while every
   * other request is still served, so that a load balancer stops sending, before the listener closes. Default
   * 5000 on PostgreSQL (production), 0 on the embedded database (development: restarts stay quick).
   */
  shutdownDrainMs: number;
  /**
   * Load shedding (ADR 023): API requests served at once before the next is refused with 503 OVERLOADED and
   * Retry-After (MAX_IN_FLIGHT; default 512 on PostgreSQL, 192 on the embedded database; 0 turns it off).
   */
  maxInFlight: number;
  /**
   * Event-loop delay in ms (the mean lateness of a 10 ms timer over a half-second sample, @fastify/under-pressure's
   * reading) over which new API requests are refused the same way (MAX_EVENT_LOOP_DELAY_MS, 0: off).
   */
  maxEventLoopDelayMs: number;
  /** Connections each server process keeps to PostgreSQL (DB_POOL_SIZE, default 10). */
  poolSize: number;
  /**
   * Server processes (WORKERS, default 1). With more than one, the first process forks the others and they share
   * the port (Node's cluster); it needs PostgreSQL, since the embedded database belongs to one process (ADR 024).
   */
  workers: number;
  /**
   * The legacy learning site of each product that studies there (LEGACY_SITE_EB, LEGACY_SITE_EBB, LEGACY_SITE_EX,
   * LEGACY_SITE_RNL; https addresses): the header's product menu opens it in a new window (spec §7 Auth). A product
   * without one tells the member plainly that its site is not configured.
   */
  legacySites: Partial<Record<LegacyProduct, string>>;
  /** The external page a member lands on after signing out (LOGOUT_PAGE, https; default none: back to the site). */
  logoutPage: string;
  /**
   * Where mail goes (SMTP_URL: smtp://host:port, or smtps://user:password@host:port): the guardian's password-reset
   * code (ADR 045). Unset, nothing can be sent and find-password says so; `npm start` points it at the local
   * catcher it starts.
   */
  smtpUrl: string | null;
  /** The sender of that mail (MAIL_FROM). */
  mailFrom: string;
  /**
   * A file holding milliseconds the server's clock runs ahead of the real one (TEST_CLOCK_FILE): the browser journey
   * of a child's week moves the days with it (issue 29). Refused with DATABASE_URL and with NODE_ENV=production, so a
   * deployment can never run on a moved clock; null (the default) is the real clock.
   */
  testClockFile: string | null;
  /**
   * How often the server closes tests left open past their time (ATTEMPT_SWEEP_MS, default 60 000; 0: never): an
   * attempt whose deadline and grace have passed is marked with what was saved, whether or not anyone comes back
   * (issue 30).
   */
  attemptSweepMs: number;
}

/** The products that study on the legacy site (spec §7 Auth: one entry per product EB, EBB, EX, RnL). */
export const LEGACY_PRODUCTS = ['EB', 'EBB', 'EX', 'RnL'] as const;
export type LegacyProduct = (typeof LEGACY_PRODUCTS)[number];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^[0-9]+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function flag(env: Env, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '' || raw === '0' || raw === 'false' || raw === 'no') return false;
  if (raw === '1' || raw === 'true' || raw === 'yes') return true;
  throw new ConfigError(`${name} must be 1 or 0 (got "${env[name] ?? ''}")`);
}

/** An optional https address from the environment ('' when unset). */
function httpsAddress(env: Env, name: string): string {
  const raw = env[name]?.trim() ?? '';
  if (raw === '') return '';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an https:// address (got "${raw}")`);
  }
  if (url.protocol !== 'https:') throw new ConfigError(`${name} must be an https:// address (got "${raw}")`);
  return url.href;
}

/** SMTP_URL: an smtp:// or smtps:// address, or null when unset. */
function smtpAddress(env: Env): string | null {
  const raw = env.SMTP_URL?.trim() ?? '';
  if (raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// address');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// address');
  }
  return raw;
}

function legacySites(env: Env): Partial<Record<LegacyProduct, string>> {
  const sites: Partial<Record<LegacyProduct, string>> = {};
  for (const product of LEGACY_PRODUCTS) {
    const address = httpsAddress(env, `LEGACY_SITE_${product.toUpperCase()}`);
    if (address) sites[product] = address;
  }
  return sites;
}

function trustProxy(raw: string | undefined): boolean | number | string {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^[0-9]+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new ConfigError(
      "TRUST_PROXY=true would trust any client's X-Forwarded-For: give a hop count or proxy addresses",
    );
  }
  return value;
}

const SECRET_FILE = 'jwt-secret';

/** JWT_SECRET when given (at least 32 characters), else the one kept in DATA_DIR, generated on first start. */
function jwtSecret(env: Env, dataDir: string): string {
  const given = env.JWT_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
    return given;
  }
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const workers = integer(env, 'WORKERS', 1, 1, 64);
  if (workers > 1 && databaseUrl === null) {
    throw new ConfigError(
      'WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process (see docs/scaling.md)',
    );
  }
  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    jwtSecret: jwtSecret(env, dataDir),
    seedDemo: flag(env, 'SEED_DEMO'),
    demoCopies: integer(env, 'DEMO_COPIES', 0, 0, 50),
    appDist: env.APP_DIST ? path.resolve(cwd, env.APP_DIST) : DEFAULT_APP_DIST,
    contentDir: env.CONTENT_DIR ? path.resolve(cwd, env.CONTENT_DIR) : DEFAULT_CONTENT_DIR,
    logLevel,
    loginRateLimit: integer(env, 'LOGIN_RATE_LIMIT', 30, 1, 1_000_000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', databaseUrl === null ? 0 : 5000, 0, 600_000),
    maxInFlight: integer(env, 'MAX_IN_FLIGHT', databaseUrl === null ? 192 : 512, 0, 1_000_000),
    maxEventLoopDelayMs: integer(env, 'MAX_EVENT_LOOP_DELAY_MS', 1500, 0, 600_000),
    poolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 1000),
    workers,
    legacySites: legacySites(env),
    logoutPage: httpsAddress(env, 'LOGOUT_PAGE'),
    smtpUrl: smtpAddress(env),
    mailFrom: env.MAIL_FROM?.trim() || '버디 잉글리시 <no-reply@buddy-english.example>',
    testClockFile: testClockFile(env, cwd, databaseUrl),
    attemptSweepMs: integer(env, 'ATTEMPT_SWEEP_MS', 60_000, 0, 86_400_000),
  };
}

/** TEST_CLOCK_FILE, only on the embedded database and never in production. */
function testClockFile(env: Env, cwd: string, databaseUrl: string | null): string | null {
  const given = env.TEST_CLOCK_FILE?.trim();
  if (!given) return null;
  if (databaseUrl !== null || env.NODE_ENV === 'production') {
    throw new ConfigError(
      'TEST_CLOCK_FILE moves the server clock for browser journeys only: it is refused with DATABASE_URL and in production',
    );
  }
  return path.resolve(cwd, given);
}
