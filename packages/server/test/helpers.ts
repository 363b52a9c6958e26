import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { createAjv, loadOpenApi, responseValidator, type HttpMethod } from '../src/plugins/openapi';
import { seedDemo, seedDemoHistory } from '../src/seed/demo';
import { readContentManuals, seedManuals } from '../src/seed/manuals';
import { readContentPapers, seedPapers } from '../src/seed/papers';
import { seedSite } from '../src/seed/site';

export const DEMO_PASSWORD = 'buddy1234ab';
/** A small content bank in the format of content/ (papers/*.json, media/), for the test calls. */
export const FIXTURE_CONTENT_DIR = fileURLToPath(new URL('./fixtures/content', import.meta.url));
export const doc = loadOpenApi();
const ajv = createAjv(doc);

/** Which database the suite runs on: PGlite in memory, or PostgreSQL when DATABASE_URL is set. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: PGlite in memory, or (DATABASE_URL set) a new database created next to the
 * one DATABASE_URL names and dropped afterwards, so files never see each other's rows.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(url, 'buddy_test');
  const database = await openPostgres(scratch.url, { max: 4 });
  return {
    database,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

export interface ScratchDatabase {
  /** The new database's address: the one given with another database name. */
  url: string;
  /** Drops it, ending any connection still open. */
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database next to the one `url` names (the role needs CREATEDB). */
export async function createScratchDatabase(url: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export interface TestClock {
  (): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function testClock(start = new Date('2026-03-02T09:00:00Z')): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (date) => {
    now = date.getTime();
  };
  return clock;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent-data-dir',
    databaseUrl: null,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    seedDemo: false,
    demoCopies: 0,
    appDist: '/nonexistent-app-dist',
    contentDir: FIXTURE_CONTENT_DIR,
    logLevel: 'silent',
    loginRateLimit: 30,
    trustProxy: false,
    shutdownDrainMs: 0,
    maxInFlight: 192,
    // A test machine's event loop stalls for reasons of its own (another suite seeding): off unless a test sets it.
    maxEventLoopDelayMs: 0,
    poolSize: 10,
    workers: 1,
    legacySites: {},
    logoutPage: '',
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
}

/** A migrated (and by default seeded) database and an app on it, for one test file. */
export async function createTestApp(
  options: { config?: Partial<Config>; seed?: boolean; clock?: TestClock } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await migrate(database);
  const clock = options.clock ?? testClock();
  if (options.seed !== false) {
    await seedDemo(database.db);
    await seedPapers(database.db, readContentPapers(FIXTURE_CONTENT_DIR));
    await seedManuals(database.db, readContentManuals(FIXTURE_CONTENT_DIR));
    await seedDemoHistory(database.db, clock());
    await seedSite(database.db, clock());
  }
  const config = testConfig(options.config);
  const app = await buildApp({ config, database, clock, logger: false });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** Asserts the response body matches the contract's schema for that operation and status. */
export function expectContract(response: LightMyRequestResponse, path: string, method: HttpMethod): unknown {
  const validate = responseValidator(doc, ajv, path, method, response.statusCode);
  expect(
    validate,
    `the contract documents ${response.statusCode} for ${method.toUpperCase()} ${path}`,
  ).not.toBeNull();
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = response.json();
  expect(validate?.(body) ?? null, JSON.stringify(body)).toBeNull();
  return body;
}

export async function login(
  app: FastifyInstance,
  memLoginId: string,
  memPwd = DEMO_PASSWORD,
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/v2/auth/students/login',
    payload: { memLoginId, memPwd },
    remoteAddress,
  });
}

/** Signs in and answers the bearer token (fails the test when sign-in fails). */
export async function tokenFor(
  app: FastifyInstance,
  memLoginId: string,
  memPwd = DEMO_PASSWORD,
): Promise<string> {
  const response = await login(app, memLoginId, memPwd, `127.0.1.${Math.floor(Math.random() * 250) + 1}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { result: { memToken: string } }).result.memToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A recording upload's multipart body (POST studies/ptflo): the fields first, then the file. */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer } | null,
) {
  const boundary = '----buddy-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="ptfloFile"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
