import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import type { PasswordHasher } from '../src/modules/auth/passwords';
import { openPostgres, type Database, type Db } from '../src/db/client';
import { schema } from '../src/db/schema';
import { createAjv, loadOpenApi, responseValidator, type HttpMethod } from '../src/plugins/openapi';
import { asAdmin, FIXTURE_CONTENT_DIR, SEEDED_AT, seedDated, type Stage } from './seed-once';

export { FIXTURE_CONTENT_DIR, SEEDED_AT, type Stage } from './seed-once';
export const DEMO_PASSWORD = 'buddy1234ab';
export const doc = loadOpenApi();
const ajv = createAjv(doc);

/** Which database the suite runs on: PGlite in memory, or PostgreSQL when DATABASE_URL is set. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/**
 * This file's own copy of the database the server project's globalSetup (seed-once.ts) built once for the run, at
 * the stage asked for (`empty`: no table yet; `migrated`; `base`; `seeded`, see STAGES): an in-memory PGlite
 * loaded from that stage's dump, or (DATABASE_URL set) a new PostgreSQL database made from that stage's template
 * and dropped afterwards. Files never see each other's rows.
 */
export async function openTestDatabase(stage: Stage = 'empty'): Promise<TestDatabase> {
  const copies = inject('seededCopies');
  if (!copies) {
    throw new Error('no seeded copies: run the server tests through vitest.config.ts (project server)');
  }
  if (copies.kind === 'pglite') {
    const dump = await readFile(copies.dumps[stage]);
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    const database = pgliteDatabase(client);
    return { database, drop: () => database.close() };
  }
  const url = process.env.DATABASE_URL ?? '';
  const scratch = await createScratchDatabase(
    url,
    'buddy_test',
    stage === 'empty' ? undefined : copies.templates[stage],
  );
  const database = await openPostgres(scratch.url, { max: 4 });
  return {
    database,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** The server's PGlite Database (src/db/client.ts openPglite) around a client opened here. */
function pgliteDatabase(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    async checkpoint() {
      if (!client.closed) await client.exec('CHECKPOINT');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export interface ScratchDatabase {
  /** The new database's address: the one given with another database name. */
  url: string;
  /** Drops it, ending any connection still open. */
  drop(): Promise<void>;
}

/**
 * A new PostgreSQL database next to the one `url` names (the role needs CREATEDB): empty, or a copy of `template`
 * (which nothing may be connected to meanwhile).
 */
export async function createScratchDatabase(
  url: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await asAdmin(url, (admin) =>
    admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      await asAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export interface TestClock {
  (): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function testClock(start = SEEDED_AT): TestClock {
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
    smtpUrl: null,
    mailFrom: '버디 잉글리시 <no-reply@buddy-english.example>',
    testClockFile: null,
    // Closing expired tests on a timer: off unless a test sets it (a test moves the clock past deadlines on purpose).
    attemptSweepMs: 0,
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

/**
 * An app on this file's own copy of the database: seeded (the demo members, the fixture papers and manuals, and
 * student01's history and the site's content dated by the clock) unless `seed: false`, which gives a migrated,
 * empty one. The copy seeded once per run is dated at SEEDED_AT: a file whose clock starts elsewhere gets the
 * undated copy and dates the rest here, as every file did before.
 */
export async function createTestApp(
  options: { config?: Partial<Config>; seed?: boolean; clock?: TestClock; passwords?: PasswordHasher } = {},
): Promise<TestApp> {
  const clock = options.clock ?? testClock();
  const dated = clock().getTime() === SEEDED_AT.getTime();
  const stage: Stage = options.seed === false ? 'migrated' : dated ? 'seeded' : 'base';
  const { database, drop } = await openTestDatabase(stage);
  if (stage === 'base') await seedDated(database.db, clock());
  const config = testConfig(options.config);
  const app = await buildApp({ config, database, clock, logger: false, passwords: options.passwords });
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

interface FixturePaper {
  questnCd: string;
  questns: { questnSeq: number; questnAnswrCnt: number; corrAnswrs: string[] }[];
}

/** Every right answer of a paper of the fixture bank (course A), as a submit sends them: full marks. */
export function fullMarks(questnCd: string): { questnSeq: number; answrs: string[] }[] {
  const papers = JSON.parse(
    readFileSync(path.join(FIXTURE_CONTENT_DIR, 'papers', 'A.json'), 'utf8'),
  ) as FixturePaper[];
  const paper = papers.find((candidate) => candidate.questnCd === questnCd);
  if (!paper) throw new Error(`no paper ${questnCd} in the fixture bank`);
  return paper.questns.map((question) => ({
    questnSeq: question.questnSeq,
    answrs: question.corrAnswrs.slice(0, question.questnAnswrCnt),
  }));
}
